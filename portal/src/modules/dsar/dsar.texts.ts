import type { ModuleTexts } from '../shared/moduleScreens.ts';

/** What dsar's screens are for, shown on its landing until its own pages arrive (keys: its routes in the registry). */
export const dsarTexts: ModuleTexts = {
  module: {
    headline: 'Data subject requests, answered on time',
    description:
      'DSAR takes access, deletion and correction requests through web forms on your site and tracks each one against its legal deadline. Workflows assign the steps, and templates keep your replies consistent.',
  },
  screens: {
    '/home/dashboard/ccpa-dsar': {
      headline: 'Requests and deadlines at a glance',
      description:
        'The DSAR dashboard counts requests by type, status and state or country, and shows which ones are close to their legal deadline.',
    },
    '/privacy/dsar/webforms': {
      headline: 'Request forms for your site',
      description:
        'Build the forms people use to ask for their data, its deletion or its correction, in the languages you need, and publish them on the property.',
    },
    '/privacy/dsar/requests': {
      headline: 'Every request with its deadline',
      description:
        'Requests from your web forms arrive here with the requester’s identity check, the days left to answer and the workflow step each one has reached.',
    },
    '/privacy/dsar/workflows': {
      headline: 'The steps a request goes through',
      description:
        'Define the stages of handling a request (verify, collect, review, reply), who works on each and how long each may take.',
    },
    '/privacy/dsar/templates': {
      headline: 'Replies you send again and again',
      description:
        'Write the emails sent to requesters at each stage, with placeholders for their name, request and deadline, so every reply is consistent.',
    },
    '/privacy/dsar/createworkflow': {
      headline: 'A workflow for your requests',
      description:
        'Name the workflow, add its stages in order and set who handles each stage and its time limit. Web forms then send their requests through it.',
    },
    '/privacy/dsar/createworkflow/:id': {
      headline: 'A workflow for your requests',
      description:
        'Name the workflow, add its stages in order and set who handles each stage and its time limit. Web forms then send their requests through it.',
    },
    '/privacy/dsar/dsarform': {
      headline: 'A request form for your site',
      description:
        'Pick the form’s fields and request types, its languages, colours and texts, then publish it and link it from your privacy notice.',
    },
    '/privacy/dsar/dsarform/:id': {
      headline: 'A request form for your site',
      description:
        'Pick the form’s fields and request types, its languages, colours and texts, then publish it and link it from your privacy notice.',
    },
    '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID': {
      headline: 'One request, from receipt to reply',
      description:
        'The request’s details, the requester’s verification, its stage in the workflow, the messages exchanged and the time left before its deadline.',
    },
  },
};

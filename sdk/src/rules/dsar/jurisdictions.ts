// Response deadlines for data subject access requests (DSARs), one row per law, with each row's source.
// Data only: the engine (deadlines.ts) reads it. Where a law is vague, the comment says so and the row
// takes the conservative (earlier) reading. Every deadline counts from the day of receipt, that day
// excluded ("within 45 days of receipt" = receipt + 45). No row rolls a deadline that lands on a weekend
// or holiday forward, although some laws would allow it (e.g. Regulation 1182/71 Art. 3(4), ICO guidance).
// Not modelled: clocks paused while waiting for ID or clarification, and fees.

import { EEA_COUNTRIES } from '../eea.ts';

/** A length of time: calendar months (corresponding day, clamped), calendar days, or working days. */
export interface Period {
  readonly unit: 'months' | 'days' | 'business_days';
  readonly amount: number;
}

export const JURISDICTION_CODES = [
  'GDPR',
  'UK_GDPR',
  'JE_DPL',
  'GG_DPL',
  'IM_GDPR',
  'FADP',
  'CCPA',
  'US_VA',
  'US_CO',
  'US_CT',
  'US_UT',
  'US_TX',
  'US_OR',
  'US_MT',
  'US_IA',
  'US_DE',
  'US_NH',
  'US_NJ',
  'US_NE',
  'US_TN',
  'US_MN',
  'US_MD',
  'US_IN',
  'US_KY',
  'US_RI',
  'US_OTHER',
  'LGPD',
  'PIPEDA',
  'QC_LAW25',
  'APPI',
  'PIPL',
  'PDPA_SG',
  'APP',
  'POPIA',
  'DPDP',
  'OTHER',
] as const;

export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

export interface JurisdictionRow {
  readonly code: JurisdictionCode;
  /** Short display name, e.g. 'GDPR'. */
  readonly name: string;
  /** Full name of the law. */
  readonly law: string;
  /** ISO 3166-1 alpha-2 countries ('DE') and ISO 3166-2 subdivisions ('US-CA') the row covers. */
  readonly regions: readonly string[];
  /** Time to respond, counted from the day of receipt. */
  readonly response: Period;
  /** The further time an extension may add, or null when the law allows none (or no fixed one). */
  readonly extension: Period | null;
  /** When the extension notice is due: 'response' = by the original due date; a Period from receipt; null = none. */
  readonly extensionNoticeWithin: 'response' | Period | null;
  /** Time to acknowledge receipt, counted from the day of receipt, or null when the law requires none. */
  readonly acknowledgement: Period | null;
  /** Business days are counted on the public holidays of the requester's country/state. */
  readonly holidays: 'requester';
}

const days = (amount: number): Period => ({ unit: 'days', amount });
const months = (amount: number): Period => ({ unit: 'months', amount });
const businessDays = (amount: number): Period => ({ unit: 'business_days', amount });

/** The common US state pattern: 45 days, once extendable by 45 days with notice inside the first 45. */
function usState45(code: JurisdictionCode, name: string, law: string, state: string): JurisdictionRow {
  return {
    code,
    name,
    law,
    regions: [`US-${state}`],
    response: days(45),
    extension: days(45),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  };
}

export const JURISDICTIONS: readonly JurisdictionRow[] = [
  // Regulation (EU) 2016/679 Art. 12(3): "without undue delay and in any event within one month of receipt
  // of the request. That period may be extended by two further months where necessary … The controller
  // shall inform the data subject of any such extension within one month of receipt of the request".
  // https://eur-lex.europa.eu/eli/reg/2016/679/oj
  // Months per Regulation (EEC, Euratom) 1182/71 Art. 3(2)(c): the same day of the month, or the last day
  // of the month when it has no such day (EDPB Guidelines 01/2022 on the right of access apply it).
  // Our reading of "two further months": the extended period is three months from receipt, clamped the same
  // way (31 Jan → 30 Apr), not two months from the clamped first due date (which would give 28 Apr).
  // Regions: the 27 EU member states, the EEA states IS, LI, NO (EEA Joint Committee Decision 154/2018),
  // and EU territories with their own ISO codes (Åland; the French outermost regions GF, GP, MQ, RE, YT, MF).
  {
    code: 'GDPR',
    name: 'GDPR',
    law: 'General Data Protection Regulation (EU) 2016/679',
    regions: [...EEA_COUNTRIES, 'AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF'],
    response: months(1),
    extension: months(2),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  },
  // UK GDPR Art. 12(3) (the Data (Use and Access) Act 2025 restates the limits as the "applicable time
  // period", Art. 12A): one month from receipt to the corresponding calendar date, or the last day of the
  // next month when there is none; extension by two further months with notice within the first month.
  // https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/individual-rights/right-of-access/
  // The ICO lets a deadline on a weekend/holiday move to the next working day; we do not (conservative).
  {
    code: 'UK_GDPR',
    name: 'UK GDPR',
    law: 'UK General Data Protection Regulation and Data Protection Act 2018',
    regions: ['GB'],
    response: months(1),
    extension: months(2),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  },
  // Jersey is not UK: Data Protection (Jersey) Law 2018 (Part 6). Four weeks, extendable by a further eight
  // weeks for complex requests, told within the first four weeks.
  // https://www.jerseylaw.je/laws/enacted/Pages/L-03-2018.aspx
  // https://www.gov.je/government/dataprotection/subjectaccessrequests/pages/clsdatasubjectrights.aspx
  {
    code: 'JE_DPL',
    name: 'DPJL 2018',
    law: 'Data Protection (Jersey) Law 2018',
    regions: ['JE'],
    response: days(28),
    extension: days(56),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  },
  // Data Protection (Bailiwick of Guernsey) Law, 2017, s. 15 (right of access): one month.
  // https://www.odpa.gg/information-hub/guidance/data-subject-access-requests/
  // We could not confirm the law's extension wording from its text, so no extension is modelled
  // (conservative: the one-month date stands).
  {
    code: 'GG_DPL',
    name: 'DPL 2017 (Guernsey)',
    law: 'Data Protection (Bailiwick of Guernsey) Law, 2017',
    regions: ['GG'],
    response: months(1),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Isle of Man: the GDPR as applied by the Data Protection (Application of GDPR) Order 2018: one month,
  // extendable by two further months, notice within the first month.
  // https://inforights.im/organisations/data-protection-law-2018/rights/access-to-personal-data/complying-with-an-access-request/
  {
    code: 'IM_GDPR',
    name: 'Applied GDPR (Isle of Man)',
    law: 'Data Protection (Application of GDPR) Order 2018 (Isle of Man)',
    regions: ['IM'],
    response: months(1),
    extension: months(2),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  },
  // Switzerland, FADP (SR 235.1) Art. 25(7): "The information shall in general be provided within 30 days."
  // DPO (SR 235.11) Art. 18: if that is not possible, the controller must say so and name the date by which
  // it will answer — no maximum, so no fixed extension is modelled.
  // https://www.fedlex.admin.ch/eli/cc/2022/491/en ; https://www.fedlex.admin.ch/eli/cc/2022/568/en
  {
    code: 'FADP',
    name: 'FADP',
    law: 'Swiss Federal Act on Data Protection (revFADP)',
    regions: ['CH'],
    response: days(30),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // California: Cal. Civ. Code § 1798.130(a)(2)(A) — within 45 days of receiving the request, extendable once
  // by 45 days with notice within the first 45-day period. 11 CCR § 7021(a): confirm receipt within
  // 10 business days; § 7021(b): respond "no later than 45 calendar days after receipt", the period beginning
  // on the day of receipt regardless of verification, up to "a maximum total of 90 calendar days".
  // https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1798.130
  // https://cppa.ca.gov/regulations/ (11 CCR § 7021)
  {
    code: 'CCPA',
    name: 'CCPA/CPRA',
    law: 'California Consumer Privacy Act, as amended by the California Privacy Rights Act',
    regions: ['US-CA'],
    response: days(45),
    extension: days(45),
    extensionNoticeWithin: 'response',
    acknowledgement: businessDays(10),
    holidays: 'requester',
  },
  // Virginia, in force 2023-01-01: Va. Code § 59.1-578(B)(1), 45 days + 45 with notice within the first 45.
  // https://law.lis.virginia.gov/vacode/title59.1/chapter53/section59.1-578/
  usState45('US_VA', 'VCDPA', 'Virginia Consumer Data Protection Act', 'VA'),
  // Colorado, in force 2023-07-01: C.R.S. § 6-1-1306(2), 45 days + 45 with notice within the first 45.
  usState45('US_CO', 'CPA', 'Colorado Privacy Act', 'CO'),
  // Connecticut, in force 2023-07-01: Conn. Gen. Stat. § 42-518, 45 days + 45 with notice within the first 45.
  usState45('US_CT', 'CTDPA', 'Connecticut Data Privacy Act', 'CT'),
  // Utah, in force 2023-12-31: Utah Code § 13-61-203(2), 45 days, "extend once … by an additional 45 days",
  // telling the consumer "before the initial 45-day period expires".
  // https://le.utah.gov/xcode/Title13/Chapter61/13-61-S203.html
  usState45('US_UT', 'UCPA', 'Utah Consumer Privacy Act', 'UT'),
  // Texas, in force 2024-07-01: Tex. Bus. & Com. Code § 541.052(b), "not … later than the 45th day after the
  // date of receipt", extendable once by 45 days with notice within the initial 45-day period.
  // https://statutes.capitol.texas.gov/Docs/BC/htm/BC.541.htm
  usState45('US_TX', 'TDPSA', 'Texas Data Privacy and Security Act', 'TX'),
  // Oregon, in force 2024-07-01: ORS 646A.576, 45 days + 45 with notice within the first 45.
  // https://www.doj.state.or.us/media-home/news-media-releases/faq_category/business-privacy-faqs/
  usState45('US_OR', 'OCPA', 'Oregon Consumer Privacy Act', 'OR'),
  // Montana, in force 2024-10-01: Mont. Code Ann. § 30-14-2808(4)(a), 45 days + 45 with notice within the first 45.
  // https://archive.legmt.gov/bills/MCA/title_0300/chapter_0140/part_0280/section_0080/0300-0140-0280-0080.html
  usState45('US_MT', 'MCDPA (Montana)', 'Montana Consumer Data Privacy Act', 'MT'),
  // Iowa, in force 2025-01-01: Iowa Code § 715D.3(2) — 90 days, extendable once by 45 days with notice within
  // the initial 90-day period (the longest response period of the state laws).
  {
    ...usState45('US_IA', 'ICDPA', 'Iowa Consumer Data Protection Act', 'IA'),
    response: days(90),
  },
  // Delaware, in force 2025-01-01: 6 Del. C. § 12D-104, 45 days + 45 with notice within the first 45.
  // https://delcode.delaware.gov/title6/c012d/index.html
  usState45('US_DE', 'DPDPA', 'Delaware Personal Data Privacy Act', 'DE'),
  // New Hampshire, in force 2025-01-01: RSA 507-H:4, 45 days + 45 with notice within the first 45.
  // https://www.doj.nh.gov/data-privacy-enforcement
  usState45('US_NH', 'NHDPA', 'New Hampshire Data Privacy Act (RSA 507-H)', 'NH'),
  // New Jersey, in force 2025-01-15: N.J.S.A. 56:8-166.7(a), 45 days + 45 with notice within the first 45.
  usState45('US_NJ', 'NJDPA', 'New Jersey Data Privacy Act', 'NJ'),
  // Nebraska, in force 2025-01-01: Neb. Rev. Stat. § 87-1108(2), 45 days + 45 with notice within the first 45.
  // https://nebraskalegislature.gov/laws/statutes.php?statute=87-1108
  usState45('US_NE', 'NDPA', 'Nebraska Data Privacy Act', 'NE'),
  // Tennessee, in force 2025-07-01: Tenn. Code Ann. § 47-18-3304(b)(1), 45 days + 45 with notice within the first 45.
  usState45('US_TN', 'TIPA', 'Tennessee Information Protection Act', 'TN'),
  // Minnesota, in force 2025-07-31: Minn. Stat. § 325M.14, 45 days + 45 with notice of the delay and reason.
  // https://www.revisor.mn.gov/statutes/cite/325M.14
  usState45('US_MN', 'MCDPA (Minnesota)', 'Minnesota Consumer Data Privacy Act', 'MN'),
  // Maryland, in force 2025-10-01: Md. Code, Com. Law § 14-4605, 45 days + 45 with notice within the first 45.
  // https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcl&section=14-4605
  usState45('US_MD', 'MODPA', 'Maryland Online Data Privacy Act', 'MD'),
  // Indiana, in force 2026-01-01: Ind. Code § 24-15-3-1(c)(1), 45 days + 45 with notice within the first 45.
  usState45('US_IN', 'INCDPA', 'Indiana Consumer Data Protection Act', 'IN'),
  // Kentucky, in force 2026-01-01: KRS 367.3615, 45 days + 45 with notice within the first 45.
  usState45('US_KY', 'KCDPA', 'Kentucky Consumer Data Protection Act', 'KY'),
  // Rhode Island, in force 2026-01-01: R.I. Gen. Laws § 6-48.1-6(b)(1), 45 days + 45 with notice within the first 45.
  // http://webserver.rilin.state.ri.us/Statutes/TITLE6/6-48.1/6-48.1-6.htm
  usState45('US_RI', 'RIDTPPA', 'Rhode Island Data Transparency and Privacy Protection Act', 'RI'),
  // Every other US state (and US with no state): no comprehensive privacy law, so no statutory deadline.
  // 45 days like the CCPA and the state laws above, with no extension (conservative). Florida's Digital Bill
  // of Rights (Fla. Stat. § 501.701 ff.: 45 days + 15) reaches only very large controllers, so it falls here too.
  {
    code: 'US_OTHER',
    name: 'US (no state law)',
    law: 'No comprehensive state privacy law: conservative default',
    regions: ['US'],
    response: days(45),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Brazil, Lei 13.709/2018 (LGPD) art. 19, II: a clear and complete statement "fornecida no prazo de até 15
  // (quinze) dias, contado da data do requerimento do titular". No extension. Calendar days (the conservative
  // reading; Civil Code art. 132 would push a deadline on a holiday to the next business day).
  // https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm
  {
    code: 'LGPD',
    name: 'LGPD',
    law: 'Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018)',
    regions: ['BR'],
    response: days(15),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Canada, PIPEDA s. 8(3): "not later than thirty days after receipt of the request"; s. 8(4)(a): extension
  // "for a maximum of thirty days", notice "no later than thirty days after the date of the request".
  // (s. 8(4)(b), conversion to an alternative format, has no fixed maximum and is not modelled.)
  // https://laws-lois.justice.gc.ca/eng/acts/P-8.6/
  // Alberta's and British Columbia's PIPAs allow longer periods, so PIPEDA's is the conservative one there.
  {
    code: 'PIPEDA',
    name: 'PIPEDA',
    law: 'Personal Information Protection and Electronic Documents Act',
    regions: ['CA'],
    response: days(30),
    extension: days(30),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  },
  // Quebec, Act respecting the protection of personal information in the private sector (CQLR c P-39.1,
  // as amended by Law 25) s. 32: respond "not later than 30 days after the date the request was received".
  // No extension for private-sector bodies.
  // https://www.legisquebec.gouv.qc.ca/en/document/cs/P-39.1
  {
    code: 'QC_LAW25',
    name: 'Quebec Law 25',
    law: 'Act respecting the protection of personal information in the private sector (Quebec)',
    regions: ['CA-QC'],
    response: days(30),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Japan, APPI Art. 33(2) (Art. 28 before the 2022 renumbering): disclose "without delay" (遅滞なく); no number
  // of days in the Act or the PPC guidelines. Vague: we use 14 calendar days, shorter than the 30-day default.
  // https://www.ppc.go.jp/en/legal/
  {
    code: 'APPI',
    name: 'APPI',
    law: 'Act on the Protection of Personal Information (Japan)',
    regions: ['JP'],
    response: days(14),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // China, PIPL Art. 50: handle requests "in a timely manner" (及时); no number of days. Vague: the national
  // standard GB/T 35273-2020 §8.7 says 30 days and drafts of the Network Data Security regulations said
  // 15 working days; we use 15 calendar days, earlier than both.
  {
    code: 'PIPL',
    name: 'PIPL',
    law: 'Personal Information Protection Law of the PRC',
    regions: ['CN'],
    response: days(15),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Singapore, PDPA 2012 s. 21 and the Personal Data Protection Regulations 2021 (Part 2): respond as soon as
  // reasonably possible; if that takes more than 30 days the organisation must, within the 30 days, tell the
  // individual when it will respond — no maximum, so no fixed extension is modelled.
  // https://sso.agc.gov.sg/SL/PDPA2012-S63-2021 ; PDPC Advisory Guidelines on Key Concepts, ch. 15
  {
    code: 'PDPA_SG',
    name: 'PDPA (Singapore)',
    law: 'Personal Data Protection Act 2012 (Singapore)',
    regions: ['SG'],
    response: days(30),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Australia, Privacy Act 1988 Sch. 1 APP 12.4(a): an organisation must respond "within a reasonable period";
  // the OAIC says that should generally not exceed 30 calendar days. No extension.
  // https://www.oaic.gov.au/privacy/australian-privacy-principles/australian-privacy-principles-guidelines/chapter-12-app-12-access-to-personal-information
  {
    code: 'APP',
    name: 'Privacy Act (APP 12)',
    law: 'Privacy Act 1988 (Cth), Australian Privacy Principle 12',
    regions: ['AU'],
    response: days(30),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // South Africa, POPIA s. 23(3) applies PAIA: s. 56(1) decide within 30 days; s. 57(1) extend "once for a
  // further period of not more than 30 days", s. 57(2) notice "within 30 days, after the request is received".
  // Calendar days (conservative).
  {
    code: 'POPIA',
    name: 'POPIA',
    law: 'Protection of Personal Information Act 4 of 2013 (with PAIA ss. 56–57)',
    regions: ['ZA'],
    response: days(30),
    extension: days(30),
    extensionNoticeWithin: 'response',
    acknowledgement: null,
    holidays: 'requester',
  },
  // India, Digital Personal Data Protection Act 2023 s. 11 (access) and s. 13; DPDP Rules 2025 (notified
  // November 2025, rights provisions phased in over 18 months) cap grievance responses at 90 days. Vague for
  // access itself: we use 30 calendar days, the conservative default, with no extension.
  {
    code: 'DPDP',
    name: 'DPDP Act',
    law: 'Digital Personal Data Protection Act 2023 (India)',
    regions: ['IN'],
    response: days(30),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
  // Any other country: 30 calendar days, a conservative default (no law of ours to cite), no extension.
  {
    code: 'OTHER',
    name: 'Other',
    law: 'No specific law recorded: conservative default',
    regions: [],
    response: days(30),
    extension: null,
    extensionNoticeWithin: null,
    acknowledgement: null,
    holidays: 'requester',
  },
];

// The DSAR fixtures the ui tests and the stories share.
export {
  TEST_ASSIGNEES,
  TEST_FILTER_OPTIONS,
  TEST_REQUESTS,
  TEST_TIMELINE,
  TEST_TODAY,
  testEvent,
  testExport,
  testRequest,
  testRequestSummary,
} from './requests.ts';

export { CONSENT_JS_API, JS_API_EXAMPLE } from './consentJsApi.ts';
export { JsApiReference } from './JsApiReference.tsx';

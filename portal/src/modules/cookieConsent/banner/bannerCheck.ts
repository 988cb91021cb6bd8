// The sdk's banner rules, fetched at the first save: they hold every language's built-in texts (a free
// plan may not change them), which the editor does not need to draw.
export { bannerProblems } from '@privacy-portal/sdk/cookie-consent';

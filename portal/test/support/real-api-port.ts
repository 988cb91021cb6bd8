/** Where the ui-server project's real API listens (real-api.setup.ts); its proxy sends /api there. */
export const REAL_API_PORT = Number(process.env.REAL_API_PORT ?? 4391);

// The embed tests drive the built files: build them once per run, never trusting an old dist/.
import { buildEmbed } from '../../build.mjs';

export default async function setup(): Promise<void> {
  await buildEmbed();
}

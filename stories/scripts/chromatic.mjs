// `npm run chromatic`: publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to publish this Storybook to Chromatic.',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

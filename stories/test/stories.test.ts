import { testStory } from '@storybook/addon-vitest/internal/test-utils';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, test } from 'vitest';

/**
 * Every story of stories/src as a test (rendered, its play run, axe on the result), in one file: the
 * Storybook plugin made a test file of each stories file, and each file paid Storybook's preview setup
 * (axe, MSW, the addons) again in a new iframe, 1.7 s × 157 files. Same checks, same test names.
 */
interface StoriesFile {
  default: { title: string; component?: unknown };
  [exportName: string]: unknown;
}

const files = import.meta.glob<StoriesFile>('../src/**/*.stories.tsx', { eager: true });

for (const [file, stories] of Object.entries(files)) {
  const meta = stories.default;
  describe(file.replace('../', 'stories/'), () => {
    for (const [exportName, story] of Object.entries(stories)) {
      if (exportName === 'default') continue;
      const name = storyNameFromExport(exportName);
      test(name, testStory({ exportName, story, meta, skipTags: ['skip'], storyId: toId(meta.title, name) }));
    }
  });
}

// The entry the Storybook plugin's own transform imports into each stories file; it ships no types.
declare module '@storybook/addon-vitest/internal/test-utils' {
  import type { TestContext } from 'vitest';

  export function testStory(options: {
    exportName: string;
    story: unknown;
    meta: unknown;
    skipTags: string[];
    storyId: string;
    componentPath?: string;
    testName?: string;
    componentName?: string;
  }): (context: TestContext) => Promise<void>;
}

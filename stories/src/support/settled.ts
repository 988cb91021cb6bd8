/**
 * Waits for the running entry animations (not endless spinners), so the axe check that follows a
 * story sees the final colours rather than a half-faded overlay.
 */
export async function settled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished));
}

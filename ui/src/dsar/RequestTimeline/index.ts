export type { RequestTimelineProps } from './RequestTimeline.tsx';
export { RequestTimeline, TIMELINE_KIND_LABEL } from './RequestTimeline.tsx';

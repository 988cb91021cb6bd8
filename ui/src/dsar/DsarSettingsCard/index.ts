export type { DsarSettingsCardProps, DsarSettingsErrors } from './DsarSettingsCard.tsx';
export { DSAR_SETTING_BOUNDS, DsarSettingsCard, dsarSettingsProblems } from './DsarSettingsCard.tsx';

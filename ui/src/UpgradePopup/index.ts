export { NO_PLAN_MESSAGE, UPGRADE_POPUP_TITLES } from './texts.ts';
export type { UpgradePopupPlan, UpgradePopupProps } from './UpgradePopup.tsx';
export { UpgradePopup } from './UpgradePopup.tsx';

// Entry point of the sdk's `./machines` sub-path (the lead wires it in package.json).
export type {
  IdleDelays,
  IdleEmitted,
  IdleEvent,
  IdleMachineContext,
  IdleMachineInput,
  IdleSnapshot,
  IdleWarningView,
  KeepaliveInput,
} from './idle.machine.ts';
export { IDLE_DEFAULT_DELAYS, IDLE_TICK_MS, idleMachine, selectIdleWarning } from './idle.machine.ts';
export type {
  LoginEmitted,
  LoginEvent,
  LoginMachineContext,
  LoginMachineInput,
  LoginRequest,
  LoginResult,
  LoginSnapshot,
  LoginUser,
  LoginView,
  SubmitLoginInput,
} from './login.machine.ts';
export { DEFAULT_LOGIN_REDIRECT, loginMachine, selectLoginView } from './login.machine.ts';
export type {
  QuickStartContext,
  QuickStartEmitted,
  QuickStartEvent,
  QuickStartInput,
} from './quickstart.machine.ts';
export { quickStartMachine } from './quickstart.machine.ts';
export type { ClearableStorage, ErrorCode, LoggedOutEvent, LogoutInput, NavigateEvent } from './shared.ts';
export { ApiCallError, errorCode, errorMessage, logoutActor, toApiCallError } from './shared.ts';
export type {
  AcceptTermsInput,
  TermsEmitted,
  TermsEvent,
  TermsMachineContext,
  TermsMachineInput,
  TermsSnapshot,
  TermsTag,
  TermsView,
} from './terms.machine.ts';
export { selectTermsView, termsMachine } from './terms.machine.ts';
export type {
  RefreshSubscriptionsFn,
  RefreshSubscriptionsInput,
  UpgradeAlert,
  UpgradeContext,
  UpgradeEmitted,
  UpgradeEvent,
  UpgradeMachine,
  UpgradeMachineInput,
  UpgradePlanFn,
  UpgradePlanInput,
  UpgradeSnapshot,
  UpgradeTag,
  UpgradeView,
} from './upgrade.machine.ts';
export {
  isWelcomePath,
  noPlanMessage,
  selectUpgradeView,
  UPGRADE_ALERT_MS,
  UPGRADE_MESSAGES,
  UPGRADE_OPEN_DELAY_MS,
  UPGRADE_ROUTES,
  upgradeErrorMessage,
  upgradeMachine,
} from './upgrade.machine.ts';

// The component library's public surface: every component folder's named exports.
export type { AccordionItem, AccordionProps } from './Accordion/Accordion.tsx';
export { Accordion } from './Accordion/Accordion.tsx';
export type { AddedToCartPopupProps } from './AddedToCartPopup/AddedToCartPopup.tsx';
export { AddedToCartPopup } from './AddedToCartPopup/AddedToCartPopup.tsx';
export type { AlertProps, AlertTone } from './Alert/Alert.tsx';
export { Alert } from './Alert/Alert.tsx';
export type { BadgeProps } from './Badge/Badge.tsx';
export { Badge } from './Badge/Badge.tsx';
export type { ButtonProps } from './Button/Button.tsx';
export { Button } from './Button/Button.tsx';
export type { CardProps } from './Card/Card.tsx';
export { Card } from './Card/Card.tsx';
export type { CartIconProps } from './CartIcon/CartIcon.tsx';
export { CartIcon } from './CartIcon/CartIcon.tsx';
export type { BarChartProps } from './Charts/BarChart.tsx';
export { BarChart } from './Charts/BarChart.tsx';
export type { ChartBaseProps, ChartSeries } from './Charts/ChartFrame.tsx';
export type { DonutChartProps, DonutSlice } from './Charts/DonutChart.tsx';
export { DonutChart } from './Charts/DonutChart.tsx';
export type { LineChartProps } from './Charts/LineChart.tsx';
export { LineChart } from './Charts/LineChart.tsx';
export type { CheckboxProps } from './Checkbox/Checkbox.tsx';
export { Checkbox } from './Checkbox/Checkbox.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.tsx';
export type { ConfirmUpgradeDialogProps } from './ConfirmUpgradeDialog/ConfirmUpgradeDialog.tsx';
export { ConfirmUpgradeDialog } from './ConfirmUpgradeDialog/ConfirmUpgradeDialog.tsx';
export type { ContactSalesFormProps } from './ContactSalesForm/ContactSalesForm.tsx';
export { ContactSalesForm } from './ContactSalesForm/ContactSalesForm.tsx';
export type { ContactSalesErrors, ContactSalesValues } from './ContactSalesForm/products.ts';
export {
  CONTACT_SALES_MESSAGES,
  CONTACT_SALES_PRODUCTS,
  validateContactSales,
} from './ContactSalesForm/products.ts';
export type { CreatePropertyModalProps } from './CreatePropertyModal/CreatePropertyModal.tsx';
export { CreatePropertyModal } from './CreatePropertyModal/CreatePropertyModal.tsx';
export type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable/DataTable.tsx';
export { DataTable } from './DataTable/DataTable.tsx';
export type { DialogProps } from './Dialog/Dialog.tsx';
export { Dialog } from './Dialog/Dialog.tsx';
export type {
  DropdownMenuEntry,
  DropdownMenuItem,
  DropdownMenuProps,
  DropdownMenuSeparator,
} from './DropdownMenu/DropdownMenu.tsx';
export { DropdownMenu } from './DropdownMenu/DropdownMenu.tsx';
export type { EmailVerificationBannerProps } from './EmailVerificationBanner/EmailVerificationBanner.tsx';
export { EmailVerificationBanner } from './EmailVerificationBanner/EmailVerificationBanner.tsx';
export type { EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { EmptyState } from './EmptyState/EmptyState.tsx';
export type { ErrorPageProps } from './ErrorPage/ErrorPage.tsx';
export { ErrorPage } from './ErrorPage/ErrorPage.tsx';
export type { ComparisonColumn, ComparisonRow, ComparisonValue } from './FeatureComparisonTable/columns.ts';
export { BUNDLE_COMPARISON_COLUMNS, CUSTOM_COMPARISON_COLUMNS } from './FeatureComparisonTable/columns.ts';
export type { FeatureComparisonTableProps } from './FeatureComparisonTable/FeatureComparisonTable.tsx';
export { FeatureComparisonTable } from './FeatureComparisonTable/FeatureComparisonTable.tsx';
export type { FooterProps } from './Footer/Footer.tsx';
export { Footer } from './Footer/Footer.tsx';
export type { HeaderProps } from './Header/Header.tsx';
export { Header } from './Header/Header.tsx';
export type { HelpArticle } from './HelpPanel/HelpArticles.tsx';
export type { HelpPanelProps } from './HelpPanel/HelpPanel.tsx';
export { HELP_NO_RESULTS, HELP_SEARCH_DEBOUNCE_MS, HelpPanel } from './HelpPanel/HelpPanel.tsx';
export type { IconProps } from './Icon/Icon.tsx';
export { Icon } from './Icon/Icon.tsx';
export type { IconName } from './Icon/icons.ts';
export { ICON_NAMES } from './Icon/icons.ts';
export type { IconButtonProps } from './IconButton/IconButton.tsx';
export { IconButton } from './IconButton/IconButton.tsx';
export type { IdleDialogProps } from './IdleDialog/IdleDialog.tsx';
export { IdleDialog } from './IdleDialog/IdleDialog.tsx';
export type { LicenceStatusModalProps } from './LicenceStatusModal/LicenceStatusModal.tsx';
export { LicenceStatusModal } from './LicenceStatusModal/LicenceStatusModal.tsx';
export type { LicenceStatusProduct } from './LicenceStatusModal/messages.ts';
export { licenceStatusMessage } from './LicenceStatusModal/messages.ts';
export type { LinkButtonProps } from './LinkButton/LinkButton.tsx';
export { LinkButton } from './LinkButton/LinkButton.tsx';
export type { LoaderProps } from './Loader/Loader.tsx';
export { Loader } from './Loader/Loader.tsx';
export type { MobileNoticeProps } from './MobileNotice/MobileNotice.tsx';
export { MOBILE_MAX_WIDTH_PX, MOBILE_MEDIA_QUERY, MobileNotice } from './MobileNotice/MobileNotice.tsx';
export type { MultiSelectOption, MultiSelectProps } from './MultiSelect/MultiSelect.tsx';
export { MultiSelect } from './MultiSelect/MultiSelect.tsx';
export type { NotificationBellProps } from './NotificationBell/NotificationBell.tsx';
export { NOTIFICATION_PAGE_SIZE, NotificationBell } from './NotificationBell/NotificationBell.tsx';
export type { NotificationItem } from './NotificationBell/NotificationList.tsx';
export {
  NOTIFICATION_ITEM_SIZE,
  NOTIFICATION_LIST_MAX_HEIGHT,
} from './NotificationBell/NotificationList.tsx';
export { relativeTime } from './NotificationBell/relativeTime.ts';
export type {
  OrgPropertySwitcherProps,
  SwitcherOrganization,
  SwitcherProperty,
} from './OrgPropertySwitcher/OrgPropertySwitcher.tsx';
export { OrgPropertySwitcher } from './OrgPropertySwitcher/OrgPropertySwitcher.tsx';
export {
  NAME_TRUNCATE_AFTER,
  SWITCHER_MAX_HEIGHT_PX,
  SWITCHER_MIN_WIDTH_PX,
  SWITCHER_PX_PER_CHAR,
  SWITCHER_SCROLL_FROM,
  switcherColumns,
  switcherColumnWidth,
  TRUNCATED_NAME_WIDTH_PX,
} from './OrgPropertySwitcher/switcherLayout.ts';
export type { PaginationProps } from './Pagination/Pagination.tsx';
export { Pagination } from './Pagination/Pagination.tsx';
export type { PricingCardProps } from './PricingCard/PricingCard.tsx';
export { PricingCard } from './PricingCard/PricingCard.tsx';
export { formatPlanPrice } from './PricingCard/price.ts';
export type { ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export { ProgressBar } from './ProgressBar/ProgressBar.tsx';
export type { QuickStartButtonProps } from './QuickStartButton/QuickStartButton.tsx';
export { QuickStartButton } from './QuickStartButton/QuickStartButton.tsx';
export type { QuickStartPanelProps } from './QuickStartPanel/QuickStartPanel.tsx';
export { QuickStartPanel } from './QuickStartPanel/QuickStartPanel.tsx';
export type { Position as QuickStartPanelPosition } from './QuickStartPanel/useDrag.ts';
export type { RadioGroupProps, RadioOption } from './RadioGroup/RadioGroup.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type { SelectOption, SelectProps } from './Select/Select.tsx';
export { Select } from './Select/Select.tsx';
export type { SideMenuProps } from './SideMenu/SideMenu.tsx';
export { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_EXPANDED_WIDTH, SideMenu } from './SideMenu/SideMenu.tsx';
export type { SideMenuIconName } from './SideMenu/SideMenuIcon.tsx';
export type { SideMenuEntry, SideMenuGroup } from './SideMenu/sideMenuDefinition.ts';
export { activeSideMenuRoute, nameInitials, sideMenuHref } from './SideMenu/sideMenuDefinition.ts';
export type { StepperProps, StepperStep } from './Stepper/Stepper.tsx';
export { Stepper } from './Stepper/Stepper.tsx';
export type { SubscriptionStatusModalProps } from './SubscriptionStatusModal/SubscriptionStatusModal.tsx';
export { SubscriptionStatusModal } from './SubscriptionStatusModal/SubscriptionStatusModal.tsx';
export type { SwitchProps } from './Switch/Switch.tsx';
export { Switch } from './Switch/Switch.tsx';
export type { TabItem, TabsProps } from './Tabs/Tabs.tsx';
export { Tabs } from './Tabs/Tabs.tsx';
export type { TermsDialogProps } from './TermsDialog/TermsDialog.tsx';
export { TermsDialog } from './TermsDialog/TermsDialog.tsx';
export { TERMS_TEXT } from './TermsDialog/terms-text.ts';
export type { TextAreaProps } from './TextArea/TextArea.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { TextFieldProps } from './TextField/TextField.tsx';
export { TextField } from './TextField/TextField.tsx';
export type { Toast, ToastRegionProps } from './ToastRegion/ToastRegion.tsx';
export { ToastRegion } from './ToastRegion/ToastRegion.tsx';
export type { TooltipProps } from './Tooltip/Tooltip.tsx';
export { Tooltip } from './Tooltip/Tooltip.tsx';
export type { Theme } from './theme/theme.ts';
export { applyTheme, DEFAULT_THEME, readTheme, THEME_STORAGE_KEY, THEMES } from './theme/theme.ts';
export type { UnauthorizedDialogProps } from './UnauthorizedDialog/UnauthorizedDialog.tsx';
export { UnauthorizedDialog } from './UnauthorizedDialog/UnauthorizedDialog.tsx';
export { NO_PLAN_MESSAGE, UPGRADE_POPUP_TITLES } from './UpgradePopup/texts.ts';
export type { UpgradePopupPlan, UpgradePopupProps } from './UpgradePopup/UpgradePopup.tsx';
export { UpgradePopup } from './UpgradePopup/UpgradePopup.tsx';
export type { UserMenuProps } from './UserMenu/UserMenu.tsx';
export { UserMenu } from './UserMenu/UserMenu.tsx';
export type { UserMenuEntry } from './UserMenu/userMenuEntries.ts';
export { USER_MENU_ENTRIES, userInitials } from './UserMenu/userMenuEntries.ts';

import { useState } from 'react';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { Switch } from '../../Switch/index.ts';
import { TextField } from '../../TextField/index.ts';
import {
  type BannerConfig,
  type BannerPanelProps,
  FeatureGate,
  fieldMessage,
} from '../bannerConfig/index.ts';
import styles from './BannerLayoutPanel.module.css';

export type BannerLayoutPanelProps = BannerPanelProps;

type Layout = BannerConfig['layout'];
type Position = BannerConfig['position'];

/** Where each layout may sit: a bar along an edge, a box in a corner or the middle, a popup in the middle. */
export const LAYOUT_POSITIONS: Readonly<Record<Layout, readonly Position[]>> = {
  bar: ['bottom', 'top'],
  box: ['bottom-left', 'bottom-right', 'center'],
  popup: ['center'],
};

const LAYOUT_LABEL: Readonly<Record<Layout, string>> = {
  bar: 'Bar: a strip along the top or bottom edge',
  box: 'Box: a card in a corner',
  popup: 'Popup: in the middle, the page dimmed behind it',
};

const POSITION_LABEL: Readonly<Record<Position, string>> = {
  bottom: 'Bottom',
  top: 'Top',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
  center: 'Centre',
};

const FONTS: readonly BannerConfig['font'][] = ['system', 'Inter', 'Roboto', 'Open Sans', 'Lato', 'Georgia'];

const URL_SHAPE = /^https?:\/\/\S+$/i;

/** The banner's shape and look: layout and position, font, button style, logo and the branding line. */
export function BannerLayoutPanel({
  config,
  onChange,
  errors = {},
  features,
  upgradeHref,
  isDisabled,
}: BannerLayoutPanelProps) {
  const [logoTouched, setLogoTouched] = useState(false);
  const positions = LAYOUT_POSITIONS[config.layout];
  const logo = config.logo_url ?? '';
  const logoProblem =
    logoTouched && logo !== '' && !URL_SHAPE.test(logo) ? 'must be an http or https address' : undefined;

  return (
    <div className={styles.panel}>
      <RadioGroup
        label="Layout"
        value={config.layout}
        isDisabled={isDisabled}
        onChange={(value) => {
          const layout = value as Layout;
          const allowed = LAYOUT_POSITIONS[layout];
          // Keep the position when the new layout has it, else take the layout's first one.
          onChange({ layout, position: allowed.includes(config.position) ? config.position : allowed[0]! });
        }}
        options={(Object.keys(LAYOUT_LABEL) as Layout[]).map((value) => ({
          value,
          label: LAYOUT_LABEL[value],
        }))}
        errorMessage={fieldMessage('Layout', errors.layout)}
      />
      {positions.length > 1 ? (
        <RadioGroup
          label="Position"
          orientation="horizontal"
          value={config.position}
          isDisabled={isDisabled}
          onChange={(value) => onChange({ position: value as Position })}
          options={positions.map((value) => ({ value, label: POSITION_LABEL[value] }))}
          errorMessage={fieldMessage('Position', errors.position)}
        />
      ) : null}
      <RadioGroup
        label="Button style"
        orientation="horizontal"
        value={config.button_style}
        isDisabled={isDisabled}
        onChange={(value) => onChange({ button_style: value as BannerConfig['button_style'] })}
        options={[
          { value: 'filled', label: 'Filled' },
          { value: 'outline', label: 'Outline' },
        ]}
        description="Accept all and Reject all always share this style and size, so rejecting is as easy as accepting."
        errorMessage={fieldMessage('Button style', errors.button_style)}
      />
      <Select
        label="Font"
        value={config.font}
        isDisabled={isDisabled}
        onChange={(value) => value && onChange({ font: value as BannerConfig['font'] })}
        options={FONTS.map((font) => ({
          id: font,
          label: font === 'system' ? 'The visitor’s system font' : font,
        }))}
        errorMessage={fieldMessage('Font', errors.font)}
      />
      <TextField
        label="Logo address"
        value={logo}
        isDisabled={isDisabled}
        placeholder="https://example.com/logo.svg"
        description="Optional. Shown beside the title, at most 32 pixels high."
        onChange={(value) => onChange({ logo_url: value.trim() === '' ? null : value.trim() })}
        onBlur={() => setLogoTouched(true)}
        maxLength={2048}
        errorMessage={fieldMessage('Logo address', logoProblem ?? errors.logo_url)}
      />
      <div className={styles.branding}>
        <FeatureGate
          feature="remove_branding"
          features={features}
          upgradeHref={upgradeHref}
          inUse={!config.show_branding}
        >
          <Switch
            isSelected={config.show_branding}
            isDisabled={isDisabled}
            onChange={(show_branding) => onChange({ show_branding })}
          >
            Show ‘Powered by Privacy Portal’
          </Switch>
        </FeatureGate>
        {errors.show_branding ? (
          <p className={styles.error}>{fieldMessage('Branding', errors.show_branding)}</p>
        ) : null}
      </div>
    </div>
  );
}

import type { Schemas } from '@privacy-portal/sdk';
import { type ComponentType, useState } from 'react';

type BannerConfig = Schemas['BannerConfig'];

/** What every banner settings panel takes: the draft and the patches to it. */
interface DraftProps {
  config: BannerConfig;
  onChange: (patch: Partial<BannerConfig>) => void;
}

/**
 * The panel with the draft in state, as the page holds it, so a story's clicks show; `onChange` also
 * reports each patch to the story's spy.
 */
export function withDraft<P extends DraftProps>(Panel: ComponentType<P>): ComponentType<P> {
  function Editing(props: P) {
    const [config, setConfig] = useState(props.config);
    const panelProps: P = {
      ...props,
      config,
      onChange: (patch: Partial<BannerConfig>) => {
        props.onChange(patch);
        setConfig((now) => ({ ...now, ...patch }));
      },
    };
    return <Panel {...panelProps} />;
  }
  return Editing;
}

import { Trans } from '@lingui/react';
import type { PortalMessageId } from '@privacy-portal/sdk/i18n';
import type { ReactElement } from 'react';

interface MessageProps {
  id: PortalMessageId;
  values?: Record<string, unknown>;
  /** Elements for the message's numbered tags: "the <0>contact form</0>" → { 0: <Link … /> }. */
  components?: Record<string, ReactElement>;
}

/** A message with markup inside it (a link, a <time>), the translation deciding where it goes. */
export function Message({ id, values, components }: MessageProps) {
  return <Trans id={id} values={values} components={components} />;
}

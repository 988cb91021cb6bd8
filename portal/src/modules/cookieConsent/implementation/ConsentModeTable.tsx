import type { Schemas } from '@privacy-portal/sdk';
import { CONSENT_MODE_SIGNALS } from '@privacy-portal/sdk/cookie-consent';
import styles from './Implementation.module.css';

type Mapping = Schemas['BannerConfig']['consent_mode']['mapping'];

const CATEGORY_LABEL: Readonly<Record<string, string>> = {
  necessary: 'Strictly necessary',
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
  unclassified: 'Unclassified',
};

/** Which categories grant each Google Consent Mode v2 signal, as the published banner maps them. */
export function ConsentModeTable({ mapping }: { mapping: Mapping }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Signals and the categories that grant them</caption>
      <thead>
        <tr>
          <th scope="col">Signal</th>
          <th scope="col">Granted when the visitor accepts</th>
          <th scope="col">Before a choice (opt-in)</th>
        </tr>
      </thead>
      <tbody>
        {CONSENT_MODE_SIGNALS.map((signal) => {
          const categories = mapping[signal] ?? [];
          const alwaysOn = categories.length > 0 && categories.every((key) => key === 'necessary');
          return (
            <tr key={signal}>
              <th scope="row">
                <code>{signal}</code>
              </th>
              <td>
                {categories.length === 0
                  ? 'No category: stays denied'
                  : categories.map((key) => CATEGORY_LABEL[key] ?? key).join(', ')}
              </td>
              <td>{alwaysOn ? 'granted' : 'denied'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import listTable from '../../module/ListTable/ListTable.module.css';
import { InstallSnippet } from '../InstallSnippet/InstallSnippet.tsx';
import { CONSENT_JS_API, JS_API_EXAMPLE } from './consentJsApi.ts';
import styles from './JsApiReference.module.css';

/**
 * The banner's JavaScript API and dataLayer events, for a developer who wires their own code or tags
 * to the visitor's choice: the names come from CONSENT_JS_API, the one list the embed follows.
 */
export function JsApiReference() {
  const api = CONSENT_JS_API;
  return (
    <div className={styles.reference}>
      <p className={styles.lead}>
        Once the snippet has run, <code>{api.global}</code> answers these calls on every page.
      </p>
      <div className={listTable.scroller}>
        <table className={listTable.table}>
          <caption className={styles.caption}>JavaScript API</caption>
          <thead>
            <tr>
              <th scope="col">Call</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {api.methods.map((method) => (
              <tr key={method.name}>
                <th scope="row">
                  <code>{method.call}</code>
                </th>
                <td>{method.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.lead}>
        It also pushes these events to <code>window.dataLayer</code>, each with a <code>{api.payload}</code>{' '}
        object that holds a true or false per category key.
      </p>
      <div className={listTable.scroller}>
        <table className={listTable.table}>
          <caption className={styles.caption}>dataLayer events</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {api.events.map((event) => (
              <tr key={event.name}>
                <th scope="row">
                  <code>{event.name}</code>
                </th>
                <td>{event.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InstallSnippet code={JS_API_EXAMPLE} label="Example of the JavaScript API" />
    </div>
  );
}

import { useState } from 'react';
import { Button } from '../../Button/index.ts';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { TextField } from '../../TextField/index.ts';
import { fieldMessage, type RegionRule, type Regulation } from '../bannerConfig/index.ts';
import panelTable from '../bannerConfig/panelTable.module.css';
import styles from './BannerBehaviourPanel.module.css';
import { REGION_PATTERN, REGULATION_LABEL, regionName, US_OPT_OUT_STATES } from './regions.ts';

export interface RegionRulesTableProps {
  regions: readonly RegionRule[];
  onChange: (regions: RegionRule[]) => void;
  /** Whether the plan has the US opt-out (CCPA opt-out). */
  allowOptOut: boolean;
  errors: Readonly<Record<string, string>>;
  isDisabled?: boolean | undefined;
}

const REGULATIONS: readonly Regulation[] = ['gdpr', 'us_opt_out', 'none'];

/** The rules per region that override the default: the table and a row to add one. */
export function RegionRulesTable({
  regions,
  onChange,
  allowOptOut,
  errors,
  isDisabled,
}: RegionRulesTableProps) {
  const [region, setRegion] = useState('');
  const [regulation, setRegulation] = useState<Regulation>('gdpr');
  const [problem, setProblem] = useState<string | undefined>();
  const options = REGULATIONS.map((id) => ({
    id,
    label: REGULATION_LABEL[id],
    isDisabled: id === 'us_opt_out' && !allowOptOut,
  }));

  function add() {
    const code = region.trim().toUpperCase();
    if (!REGION_PATTERN.test(code)) {
      setProblem('must be EU, a country code such as DE or a state such as US-CA');
      return;
    }
    if (regions.some((r) => r.region === code)) {
      setProblem(`already has a rule (${regionName(code)})`);
      return;
    }
    onChange([...regions, { region: code, regulation }]);
    setRegion('');
    setProblem(undefined);
  }

  const missingStates = Object.keys(US_OPT_OUT_STATES).filter(
    (code) => !regions.some((r) => r.region === code),
  );

  return (
    <div className={styles.regions}>
      {regions.length > 0 ? (
        <table className={`${panelTable.table} ${styles.table}`}>
          <caption className={panelTable.caption}>Rules per region</caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Rule</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {regions.map((rule, index) => {
              const name = regionName(rule.region);
              const regionError = fieldMessage('Region', errors[`regions.${index}.region`]);
              return (
                <tr key={rule.region}>
                  <th scope="row">
                    <span className={styles.regionName}>{name}</span>{' '}
                    <span className={styles.regionCode}>{rule.region}</span>
                    {regionError ? <span className={styles.error}>{regionError}</span> : null}
                  </th>
                  <td>
                    <Select
                      label={`Rule for ${name}`}
                      value={rule.regulation}
                      isDisabled={isDisabled}
                      options={options}
                      onChange={(value) =>
                        value &&
                        onChange(
                          regions.map((r, i) =>
                            i === index ? { ...r, regulation: value as Regulation } : r,
                          ),
                        )
                      }
                      errorMessage={fieldMessage('Rule', errors[`regions.${index}.regulation`])}
                    />
                  </td>
                  <td>
                    <IconButton
                      icon="trash"
                      size="sm"
                      label={`Remove the rule for ${name}`}
                      isDisabled={isDisabled}
                      onPress={() => onChange(regions.filter((_, i) => i !== index))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className={styles.hint}>No rules per region: every visitor gets the default.</p>
      )}
      <div className={styles.addRegion}>
        <TextField
          label="Region"
          value={region}
          isDisabled={isDisabled}
          placeholder="US-CA"
          maxLength={6}
          description="EU, a country code such as DE, or a US state such as US-CA."
          onChange={(value) => {
            setRegion(value.toUpperCase());
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          errorMessage={fieldMessage('Region', problem)}
        />
        <Select
          label="Rule"
          value={regulation}
          isDisabled={isDisabled}
          options={options}
          onChange={(value) => value && setRegulation(value as Regulation)}
        />
        <div className={styles.addButton}>
          <Button variant="secondary" isDisabled={isDisabled} onPress={add}>
            Add rule
          </Button>
        </div>
      </div>
      {allowOptOut && missingStates.length > 0 ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={isDisabled}
            onPress={() =>
              onChange([
                ...regions,
                ...missingStates.map((code) => ({ region: code, regulation: 'us_opt_out' as const })),
              ])
            }
          >
            Add the {missingStates.length} US states with opt-out laws
          </Button>
        </div>
      ) : null}
    </div>
  );
}

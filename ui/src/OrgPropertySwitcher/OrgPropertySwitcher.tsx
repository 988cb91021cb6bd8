import type { Schemas } from '@privacy-portal/sdk';
import { type CSSProperties, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Text,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
import styles from './OrgPropertySwitcher.module.css';
import { SwitcherKeyboardDelegate } from './switcherKeyboard.ts';
import {
  isTruncatedName,
  SWITCHER_MAX_HEIGHT_PX,
  switcherColumns,
  switcherColumnWidth,
  switcherScrolls,
  TRUNCATED_NAME_WIDTH_PX,
} from './switcherLayout.ts';

type Property = Schemas['Property'];

/**
 * The contract's property fields the switcher reads; `is_default` (marked "Default") may be left out.
 * Without a licence (`license_assigned`) the property is greyed out but can still be chosen: it is the
 * property a user selects to buy its licence. Only an inactive property cannot be chosen.
 */
export type SwitcherProperty = Pick<
  Property,
  'property_id' | 'property_name' | 'property_active' | 'license_assigned'
> &
  Partial<Pick<Property, 'is_default'>>;

/** The contract's organization fields the switcher reads, with the properties it lists. */
export type SwitcherOrganization = Pick<Schemas['Organization'], 'id' | 'orgname'> & {
  properties: readonly SwitcherProperty[];
};

export interface OrgPropertySwitcherProps {
  /** Every organization of the user with its properties; shown sorted by name. */
  organizations: readonly SwitcherOrganization[];
  /** The organization of the current pair. */
  currentOrgId?: number | null;
  /** The property of the current pair; marked as selected in the list. */
  currentPropertyId?: number | null;
  /** A selectable property was chosen. */
  onSelectProperty: (orgId: number, propertyId: number) => void;
  /** Delay before closing once the pointer leaves trigger and dropdown, so the gap between them can be crossed. */
  closeDelayMs?: number;
}

const propertyKey = (orgId: number, propertyId: number) => `${orgId}:${propertyId}`;

function unavailableReason(property: SwitcherProperty): string | null {
  if (!property.property_active) return 'Inactive';
  if (!property.license_assigned) return 'No licence';
  return null;
}

/** Shows a name; one longer than 15 characters is cut to 70 px with the full name as its title. */
function PairName({ name }: { name: string }) {
  const truncated = isTruncatedName(name);
  return (
    <span
      className={truncated ? styles.truncated : styles.name}
      style={truncated ? { maxWidth: TRUNCATED_NAME_WIDTH_PX } : undefined}
      title={truncated ? name : undefined}
    >
      {name}
    </span>
  );
}

/**
 * The header's organization/property dropdown: organizations sorted by name in 1–4 columns, each
 * listing its properties. Opens on hover (closing on mouse-out) and by keyboard or press.
 */
export function OrgPropertySwitcher({
  organizations,
  currentOrgId,
  currentPropertyId,
  onSelectProperty,
  closeDelayMs = 150,
}: OrgPropertySwitcherProps) {
  const [isOpen, setOpen] = useState(false);
  // Opened by merely pointing at it: the menu must not take focus from whatever the user was doing.
  const [openedByHover, setOpenedByHover] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const sorted = useMemo(
    () => [...organizations].sort((a, b) => a.orgname.localeCompare(b.orgname)),
    [organizations],
  );
  const currentOrg = sorted.find((org) => org.id === currentOrgId);
  const currentProperty = currentOrg?.properties.find((p) => p.property_id === currentPropertyId);

  const disabledKeys = sorted.flatMap((org) =>
    org.properties.filter((p) => !p.property_active).map((p) => propertyKey(org.id, p.property_id)),
  );
  const keyboardDelegate = useMemo(
    () =>
      new SwitcherKeyboardDelegate(
        sorted.flatMap((org, column) =>
          org.properties
            .filter((p) => p.property_active)
            .map((p) => ({ key: propertyKey(org.id, p.property_id), text: p.property_name, column })),
        ),
      ),
    [sorted],
  );
  const selectedKeys =
    currentOrg && currentProperty ? [propertyKey(currentOrg.id, currentProperty.property_id)] : [];

  const menuStyle = {
    '--switcher-columns': switcherColumns(sorted.length),
    '--switcher-column-width': `${switcherColumnWidth(sorted.map((org) => org.orgname))}px`,
    '--switcher-max-height': `${SWITCHER_MAX_HEIGHT_PX}px`,
  } as CSSProperties;

  // Hover only for a mouse: touch taps already open it through the press.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!isOpen) {
      setOpen(true);
      setOpenedByHover(true);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  };

  return (
    <div className={styles.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <MenuTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          setOpenedByHover(false);
        }}
      >
        {/* Visible text is the accessible name; hidden words make it read as a sentence. */}
        <Button className={styles.trigger}>
          {currentOrg && currentProperty ? (
            <span className={styles.pair}>
              <span className={a11y.visuallyHidden}>Organization </span>
              <PairName name={currentOrg.orgname} />
              <span className={styles.separator} aria-hidden="true">
                /
              </span>
              <span className={a11y.visuallyHidden}> property </span>
              <PairName name={currentProperty.property_name} />
            </span>
          ) : (
            <span className={styles.name}>Select organization and property</span>
          )}
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </Button>
        {/* Non-modal: a modal underlay would cover the trigger and end the hover at once. */}
        <Popover
          isNonModal
          placement="bottom start"
          offset={4}
          className={`${panel.surface} ${styles.popover}`}
        >
          <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
            <Menu
              aria-label="Organizations and properties"
              className={switcherScrolls(sorted.length) ? `${styles.menu} ${styles.scrolls}` : styles.menu}
              style={menuStyle}
              selectionMode="single"
              selectedKeys={selectedKeys}
              disabledKeys={disabledKeys}
              // undefined keeps the trigger's focus strategy (first item for keyboard, menu for press).
              autoFocus={openedByHover ? false : undefined}
              renderEmptyState={() => <span className={styles.muted}>No organizations</span>}
              // Not in Menu's typed props, but passed on to its list hook: see SwitcherKeyboardDelegate.
              {...({ keyboardDelegate } as object)}
            >
              {sorted.map((org) => (
                <MenuSection key={org.id} id={`org-${org.id}`} className={styles.section}>
                  <Header className={styles.orgName}>{org.orgname}</Header>
                  {org.properties.length === 0 ? (
                    <MenuItem
                      id={`empty-${org.id}`}
                      isDisabled
                      className={styles.item}
                      textValue="No properties"
                    >
                      <Text slot="label" className={styles.muted}>
                        No properties
                      </Text>
                    </MenuItem>
                  ) : null}
                  {org.properties.map((property) => {
                    const reason = unavailableReason(property);
                    return (
                      <MenuItem
                        key={property.property_id}
                        id={propertyKey(org.id, property.property_id)}
                        textValue={property.property_name}
                        className={
                          property.license_assigned ? styles.item : `${styles.item} ${styles.unlicensed}`
                        }
                        onAction={() => onSelectProperty(org.id, property.property_id)}
                      >
                        {({ isSelected }) => (
                          <>
                            <span className={styles.check} aria-hidden="true">
                              {isSelected ? '✓' : ''}
                            </span>
                            <Text slot="label" className={styles.propertyName}>
                              {property.property_name}
                            </Text>
                            {property.is_default || reason ? (
                              <Text slot="description" className={styles.description}>
                                {property.is_default ? <span className={styles.badge}>Default</span> : null}
                                {property.is_default && reason ? ' ' : null}
                                {reason ? <span className={styles.reason}>{reason}</span> : null}
                              </Text>
                            ) : null}
                          </>
                        )}
                      </MenuItem>
                    );
                  })}
                </MenuSection>
              ))}
            </Menu>
          </div>
        </Popover>
      </MenuTrigger>
    </div>
  );
}

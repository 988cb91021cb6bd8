import { errorBody, type MockState } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';
import { upgradeMessage } from '@privacy-portal/sdk/cookie-consent';
import { GlobalVendorSearch } from '@privacy-portal/ui/cookieConsent/GlobalVendorSearch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedInClient, mockBackend } from '../../flows/flow-support.tsx';
import { openDialog } from '../openDialog.ts';

let backend: MockState;
const PAIR = { orgId: 1, propId: 1 };

/** The IAB search as Manage Vendors drives it, against the mocked API: search, add, already added. */
function VendorSearchFlow() {
  const [{ api }] = useState(() => loggedInClient(backend, 'owner@demo.test'));
  const [search, setSearch] = useState('');
  const [answer, setAnswer] = useState<Schemas['GlobalVendorSearch'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    void api
      .GET('/consent/global-vendors/{orgId}/{propId}', {
        params: { path: PAIR, query: { kind: 'iab', ...(search ? { search } : {}) } },
      })
      .then(({ data, error: refused }) => {
        if (!live) return;
        setLoading(false);
        setAnswer(data?.response ?? null);
        setError(refused ? refused.error.message : null);
      });
    return () => {
      live = false;
    };
  }, [api, search]);

  useEffect(() => {
    void api.GET('/consent/manage-vendors/{orgId}/{propId}', { params: { path: PAIR } }).then(({ data }) => {
      setAdded(new Set((data?.response ?? []).filter((v) => v.kind === 'iab').map((v) => v.gvl_id ?? 0)));
    });
  }, [api]);

  return (
    <GlobalVendorSearch
      kind="iab"
      results={answer?.vendors ?? []}
      listVersion={answer?.vendor_list_version ?? null}
      searchedFor={search}
      loading={loading}
      error={error}
      addedIds={added}
      addingId={adding}
      onSearchChange={setSearch}
      onAdd={async (vendor) => {
        setAdding(vendor.gvl_id);
        const { data } = await api.POST('/consent/manage-vendors/{orgId}/{propId}', {
          params: { path: PAIR },
          body: { kind: 'iab', name: vendor.name, gvl_id: vendor.gvl_id },
        });
        setAdding(null);
        if (data) setAdded((ids) => new Set(ids).add(vendor.gvl_id));
      }}
      onClose={() => {}}
    />
  );
}

const meta = {
  title: 'Cookie Consent/GlobalVendorSearch/Flow',
  component: VendorSearchFlow,
  beforeEach: ({ msw }) => {
    backend = mockBackend(msw);
  },
} satisfies Meta<typeof VendorSearchFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await openDialog('Add from the IAB Global Vendor List'));

/** Demo Store (Professional): Criteo is already a vendor; The UK Trade Desk is found and added. */
export const SearchAndAdd: Story = {
  play: async () => {
    const search = await dialog();
    await waitFor(() => expect(search.getByText('IAB Global Vendor List, version 1.')).toBeVisible());
    await userEvent.type(search.getByRole('searchbox', { name: 'Search by name' }), 'trade');
    await waitFor(() => expect(search.getByRole('status')).toHaveTextContent('1 vendor matches “trade”.'));
    await userEvent.click(search.getByRole('button', { name: 'Add The UK Trade Desk Ltd' }));
    await waitFor(() => expect(search.getByText('Added')).toBeVisible());
    const vendors = backend.answers.read('/consent/manage-vendors/1/1', 'owner@demo.test') as {
      response: Schemas['Vendor'][];
    };
    expect(vendors.response.find((v) => v.gvl_id === 21 && v.kind === 'iab')).toBeDefined();
  },
};

/** Below essentials the server refuses the list with the plan's reason. */
export const BelowEssentials: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/consent/global-vendors/:orgId/:propId', () =>
        HttpResponse.json(errorBody('upgrade_required', upgradeMessage('tcf_vendors')), { status: 409 }),
      ),
    );
  },
  play: async () => {
    const search = await dialog();
    await waitFor(() =>
      expect(search.getByRole('alert')).toHaveTextContent(/Upgrade your plan to access this feature/),
    );
  },
};

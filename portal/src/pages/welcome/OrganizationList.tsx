import type { Schemas } from '@privacy-portal/sdk';

type Organization = Schemas['Organization'];
type Property = Schemas['Property'];

function PropertyItem({ property }: { property: Property }) {
  const linkable = /^https?:\/\//i.test(property.url);
  return (
    <li className="property">
      <div className="property-title">
        <span className="property-name">{property.property_name}</span>
        {property.is_default ? <span className="badge badge-default">Default</span> : null}
        <span className={property.property_active ? 'badge badge-active' : 'badge badge-inactive'}>
          {property.property_active ? 'Active' : 'Inactive'}
        </span>
      </div>
      {linkable ? (
        <a className="property-url" href={property.url} target="_blank" rel="noopener noreferrer">
          {property.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="property-url">{property.url}</span>
      )}
    </li>
  );
}

function OrganizationCard({ organization }: { organization: Organization }) {
  const headingId = `organization-${organization.id}`;
  const count = organization.properties.length;
  return (
    <section className="card organization" aria-labelledby={headingId}>
      <div className="organization-head">
        <h3 id={headingId}>{organization.orgname}</h3>
        <span className="muted">{count === 1 ? '1 property' : `${count} properties`}</span>
      </div>
      {organization.description ? <p className="muted">{organization.description}</p> : null}
      {count === 0 ? (
        <p>This organization has no properties yet.</p>
      ) : (
        <ul className="property-list" aria-label={`Properties of ${organization.orgname}`}>
          {organization.properties.map((property) => (
            <PropertyItem key={property.property_id} property={property} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The user's organizations, each with its properties. */
export function OrganizationList({ organizations }: { organizations: Organization[] }) {
  if (organizations.length === 0) {
    return (
      <div className="card">
        <p>You are not part of any organization yet.</p>
        <p className="muted">
          Organizations are managed in Settings: a Company Owner or Administrator can create one or add you to
          one there.
        </p>
      </div>
    );
  }
  return (
    <div className="organization-list">
      {organizations.map((organization) => (
        <OrganizationCard key={organization.id} organization={organization} />
      ))}
    </div>
  );
}

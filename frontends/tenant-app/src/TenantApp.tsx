export default function TenantApp() {
  return <div>Tenant</div>;
}

SELECT kit_tenant_policies_by_uuid();

// Spanish for workspaces (tenancy): access, members, invitations, roles, seats, domains,
// branding, onboarding, the platform's tenants and settings.
export const ES_WORKSPACE_MESSAGES = {
  'You do not have access to this tenant': 'No tienes acceso a este espacio de trabajo',
  'This workspace is suspended. Please contact support.':
    'Este espacio de trabajo está suspendido. Ponte en contacto con soporte.',
  'A workspace is required': 'Elige un espacio de trabajo',
  'Tenant not found': 'No se encontró el inquilino',
  'Unknown tenant': 'Inquilino desconocido',
  'Tenant name is required': 'El nombre del inquilino es obligatorio',
  'Please choose a tenant': 'Elige un inquilino',
  'Please choose at least one tenant': 'Elige al menos un inquilino',
  'Only platform super admins can do this':
    'Solo los superadministradores de la plataforma pueden hacer esto',
  'Only the admin command may make this call':
    'Solo el comando de administración puede hacer esta llamada',
  // API keys.
  'API access is available on the pro and advanced plans. Upgrade to create keys.':
    'El acceso a la API está disponible en los planes Pro y Advanced. Mejora tu plan para crear claves.',
  'Please enter a label of 1 to 100 characters': 'Escribe una etiqueta de 1 a 100 caracteres',
  'API key not found': 'No se encontró la clave de API',
  'Invalid API key': 'La clave de API no es válida',
  'A valid API key is required': 'Hace falta una clave de API válida',
  'Name the workspace this API key belongs to in the x-tenant-id header.':
    'Indica en la cabecera x-tenant-id el espacio de trabajo al que pertenece esta clave de API.',
  // Domains.
  'Please enter a domain': 'Escribe un dominio',
  'Please enter a valid domain name, such as portal.example.com':
    'Escribe un nombre de dominio válido, como portal.example.com',
  'This domain belongs to the platform and cannot be added':
    'Este dominio pertenece a la plataforma y no se puede añadir',
  'This domain is already verified by another workspace':
    'Otro espacio de trabajo ya verificó este dominio',
  'This domain has already been added': 'Este dominio ya se añadió',
  'Domain not found': 'No se encontró el dominio',
  'Custom domains are not included in your plan. Upgrade to add one.':
    'Tu plan no incluye dominios personalizados. Mejora tu plan para añadir uno.',
  'Verification failed: no TXT record found at {name}':
    'La verificación falló: no hay ningún registro TXT en {name}',
  'Verification failed: the TXT record at {name} does not hold the expected value':
    'La verificación falló: el registro TXT de {name} no tiene el valor esperado',
  'Verification failed: DNS could not be reached, please try again':
    'La verificación falló: no se pudo consultar el DNS. Inténtalo de nuevo',
  'Verify the domain first: its certificate is checked once it is verified':
    'Primero verifica el dominio: su certificado se comprueba cuando esté verificado',
  'Invalid subdomain format.': 'El formato del subdominio no es válido.',
  'This subdomain is already taken.': 'Este subdominio ya está en uso.',
  // Invitations and members.
  'Only tenant admins can invite users': 'Solo los administradores pueden invitar a usuarios',
  'Please enter a valid email address': 'Escribe un correo electrónico válido',
  'This invitation is invalid or has expired.': 'Esta invitación no es válida o ha caducado.',
  'This invitation has already been accepted.': 'Esta invitación ya se aceptó.',
  'This invitation was sent to a different email address.':
    'Esta invitación se envió a otro correo electrónico.',
  'You are already a member of this workspace.': 'Ya eres miembro de este espacio de trabajo.',
  'Already a member of this workspace': 'Ya es miembro de este espacio de trabajo',
  'An invitation has already been sent to this email address.':
    'Ya se envió una invitación a este correo electrónico.',
  'Your plan allows up to {n} clients. Upgrade your plan to invite more.':
    'Tu plan permite hasta {n} clientes. Mejora tu plan para invitar a más.',
  'Name the users or a role key': 'Indica los usuarios o la clave de un rol',
  'At most {n} users at a time': 'Como máximo {n} usuarios a la vez',
  'Select at least one user': 'Selecciona al menos un usuario',
  'Select at most {n} users at a time': 'Selecciona como máximo {n} usuarios a la vez',
  'Only tenant admins can manage members':
    'Solo los administradores pueden gestionar a los miembros',
  'Only the team can see the members of this workspace':
    'Solo el equipo puede ver a los miembros de este espacio de trabajo',
  'User not found': 'No se encontró el usuario',
  "The workspace owner's membership cannot be changed":
    'La pertenencia del propietario del espacio de trabajo no se puede cambiar',
  'You cannot change your own membership': 'No puedes cambiar tu propia pertenencia',
  'Status must be active or suspended': 'El estado debe ser activo o suspendido',
  'Status must be active or disabled': 'El estado debe ser activo o desactivado',
  'Role must be owner, admin or member': 'El rol debe ser propietario, administrador o miembro',
  'A workspace has one owner, who can only transfer ownership in Settings. Choose Admin or another role.':
    'Un espacio de trabajo tiene un solo propietario, que solo puede transferir la propiedad desde Configuración. Elige Administrador u otro rol.',
  'Invalid role "{role}". Please use one of: {roles}':
    'El rol «{role}» no es válido. Usa uno de estos: {roles}',
  // Ownership.
  'Only the workspace owner can transfer ownership.':
    'Solo el propietario del espacio de trabajo puede transferir la propiedad.',
  'Choose an active member of this workspace as the new owner.':
    'Elige como nuevo propietario a un miembro activo de este espacio de trabajo.',
  'You already own this workspace.': 'Ya eres el propietario de este espacio de trabajo.',
  // Seats.
  'Your Starter plan includes 1 admin seat and it is taken. Upgrade to Pro or Advanced to add admins.':
    'Tu plan Starter incluye 1 puesto de administración y ya está ocupado. Mejora a Pro o Advanced para añadir administradores.',
  'All {n} admin seats of your plan are taken. Buy more seats in Billing → Seats & Upgrades to add admins.':
    'Los {n} puestos de administración de tu plan están ocupados. Compra más puestos en Facturación → Puestos y mejoras de plan para añadir administradores.',
  'Admin seats must be a whole number of at least 1':
    'Los puestos de administración deben ser un número entero de al menos 1',
  'Seats must be a whole number of at least 1':
    'Los puestos deben ser un número entero de al menos 1',
  // Onboarding.
  'Onboarding has not been started': 'El alta aún no ha empezado',
  'This workspace is already provisioned': 'Este espacio de trabajo ya está preparado',
  'Brand colour must be a hex colour such as #2563eb':
    'El color de marca debe ser un color hexadecimal, como #2563eb',
  'Logo URL must be a URL': 'La URL del logotipo debe ser una URL',
  'Slack webhook must be an https URL': 'El webhook de Slack debe ser una URL https',
  'This Slack webhook points to a private or internal address':
    'Este webhook de Slack apunta a una dirección privada o interna',
  'Email from address must be a valid email':
    'La dirección de remitente debe ser un correo electrónico válido',
  'Please complete the {step} step first': 'Primero completa el paso «{step}»',
  // Branding and settings.
  Logo: 'El logotipo',
  Favicon: 'El favicon',
  '{image} must be a PNG, JPEG, WebP or ICO image':
    '{image} debe ser una imagen PNG, JPEG, WebP o ICO',
  '{image} must be {size} KB or smaller': '{image} debe ocupar {size} KB o menos',
  'Brand images are a logo or a favicon': 'Las imágenes de marca son un logotipo o un favicon',
  'Part must be one of: {parts}': 'La parte debe ser una de: {parts}',
  'Image not found': 'No se encontró la imagen',
  'Logo saved': 'Logotipo guardado',
  'Favicon saved': 'Favicon guardado',
  'App name is required (at most 100 characters)':
    'El nombre de la aplicación es obligatorio (como máximo 100 caracteres)',
  'Please enter a valid support email address': 'Escribe un correo electrónico de soporte válido',
  'Logo and favicon must be http(s) URLs': 'El logotipo y el favicon deben ser URL http(s)',
  'Role keys use lower-case letters, digits and underscores, start with a letter, at most 32 characters':
    'Las claves de rol usan letras minúsculas, dígitos y guiones bajos, empiezan por una letra y tienen como máximo 32 caracteres',
  'A tenant role cannot be a super admin role':
    'Un rol del espacio de trabajo no puede ser un rol de superadministración',
  'Each role key may appear only once': 'Cada clave de rol puede aparecer solo una vez',
  'The admin role cannot be removed': 'El rol de administrador no se puede quitar',
  'Every role needs a label (at most 40 characters)':
    'Cada rol necesita una etiqueta (como máximo 40 caracteres)',
  'Role colours are one of: {colours}': 'Los colores de rol son uno de: {colours}',
  'At most 20 roles': 'Como máximo 20 roles',
  'Role "{key}" is still assigned to {n} member(s); change their role first':
    'El rol «{key}» sigue asignado a {n} miembro(s); primero cambia su rol',
  // The platform's tenants and settings (super console).
  'The slug must be 2 to 63 lowercase letters, digits or hyphens':
    'El slug debe tener de 2 a 63 letras minúsculas, dígitos o guiones',
  'That slug is already taken': 'Ese slug ya está en uso',
  'Give between 1 and 100 user ids': 'Indica entre 1 y 100 ID de usuario',
  'A user id is not valid': 'Un ID de usuario no es válido',
  'Tier must be starter, pro or advanced': 'El nivel debe ser starter, pro o advanced',
  'section must be one of: {sections}': 'La sección debe ser una de: {sections}',
  'Each IP allowlist line must be an IPv4 address with an optional /prefix':
    'Cada línea de la lista de IP permitidas debe ser una dirección IPv4 con un /prefijo opcional',
  'Flag keys use lower-case letters, digits, dots, dashes and underscores, start with a letter, at most 64 characters':
    'Las claves de las funciones usan letras minúsculas, dígitos, puntos, guiones y guiones bajos, empiezan por una letra y tienen como máximo 64 caracteres',
  'action must be cache_purge or search_reindex': 'La acción debe ser cache_purge o search_reindex',
  'Each allowed domain must be a domain name':
    'Cada dominio permitido debe ser un nombre de dominio',
  'Invalid settings': 'La configuración no es válida',
  'A platform fee is a percentage from 0 to {max} with at most two decimals':
    'La comisión de la plataforma es un porcentaje de 0 a {max} con dos decimales como máximo',
  'Your own address is not in this allowlist: saving it would lock you out of the console.':
    'Tu propia dirección no está en esta lista: si la guardas, perderás el acceso a la consola.',
  'The super console is not available from your network address.':
    'La consola de superadministración no está disponible desde tu dirección de red.',
  'Your platform requires two-factor authentication':
    'Tu plataforma exige la verificación en dos pasos',
  // Service-to-service refusals: no person should meet them, but they stay in one language.
  'Only services may list tenant admins': 'Solo los servicios pueden listar a los administradores',
  'Only services may list tenant members': 'Solo los servicios pueden listar a los miembros',
  "Only services may read an email's brand": 'Solo los servicios pueden leer la marca de un correo',
  "Only services may read a tenant's branding by id":
    'Solo los servicios pueden leer la marca de un espacio de trabajo por su ID',
} as const;

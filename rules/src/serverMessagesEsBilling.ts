// Spanish for billing: plans and seats checkout, client payments (Cobros), invoices and
// retainers (cuotas recurrentes), the payment provider.
export const ES_BILLING_MESSAGES = {
  // The workspace's own plan and seats.
  'Your plan allows at most {n} admin seats':
    'Tu plan permite como máximo {n} puestos de administración',
  'Extra seats are available on the Pro and Advanced plans':
    'Los puestos adicionales están disponibles en los planes Pro y Advanced',
  'Choose the Pro or Advanced plan to upgrade': 'Elige el plan Pro o Advanced para mejorar',
  'That price is not one of the plan’s prices': 'Ese precio no es uno de los precios del plan',
  'Unknown plan': 'Plan desconocido',
  'Choose a plan upgrade or seats to add':
    'Elige una mejora de plan o los puestos que quieres añadir',
  'There is no payment account yet: upgrade first':
    'Aún no hay una cuenta de pago: primero mejora tu plan',
  'This checkout has not been paid': 'Este pago aún no se ha hecho',
  'This checkout does not belong to a new workspace':
    'Este pago no pertenece a un espacio de trabajo nuevo',
  'This checkout has already been used by a workspace': 'Un espacio de trabajo ya usó este pago',
  'Checkout session not found': 'No se encontró este pago',
  'Checkout is with Stripe': 'El pago se hace con Stripe',
  'This checkout is already complete': 'Este pago ya está hecho',
  'Webhook signature verification failed': 'No se pudo verificar la firma del webhook',
  // Client payments: the Stripe account.
  'Client payments are available on the Advanced and Custom plans. Upgrade to invoice your clients.':
    'Los cobros a clientes están disponibles en los planes Advanced y Custom. Mejora tu plan para facturar a tus clientes.',
  'Client payments are not set up on this installation':
    'Los cobros a clientes no están configurados en esta instalación',
  'Connect your Stripe account in Payments before sending invoices':
    'Conecta tu cuenta de Stripe en Cobros antes de enviar facturas',
  'Your Stripe account cannot take payments yet: finish onboarding in Payments':
    'Tu cuenta de Stripe aún no puede recibir pagos: completa el alta en Cobros',
  'Void or settle open invoices and cancel retainers before disconnecting':
    'Anula o liquida las facturas abiertas y cancela las cuotas recurrentes antes de desconectar',
  'Choose a Standard or Express account': 'Elige una cuenta Standard o Express',
  'Choose a Standard or an Express Stripe account': 'Elige una cuenta de Stripe Standard o Express',
  'Only admins manage payments': 'Solo los administradores gestionan los cobros',
  'This page is not available': 'Esta página no está disponible',
  'Choose the country your business is in': 'Elige el país de tu empresa',
  'Choose the country as a two-letter code': 'Elige el país con su código de dos letras',
  'Choose the country of the business as a two-letter code':
    'Elige el país de la empresa con su código de dos letras',
  'Enter the business’s name': 'Escribe el nombre de la empresa',
  'Enter a card number': 'Escribe un número de tarjeta',
  // Invoices.
  'Invoice not found': 'No se encontró la factura',
  'Only a draft invoice can be changed': 'Solo se puede cambiar una factura en borrador',
  'This invoice was already sent': 'Esta factura ya se envió',
  'This invoice is already paid': 'Esta factura ya está pagada',
  'This invoice was voided': 'Esta factura se anuló',
  'This invoice was marked uncollectible': 'Esta factura se marcó como incobrable',
  'Only an open invoice can be voided': 'Solo se puede anular una factura abierta',
  'Only a paid invoice can be refunded': 'Solo se puede reembolsar una factura pagada',
  'This invoice was already refunded': 'Esta factura ya se reembolsó',
  'This page of invoices is no longer valid: start from the first page':
    'Esta página de facturas ya no es válida: empieza desde la primera página',
  'Filter by draft, open, paid, void, uncollectible, overdue or due_soon':
    'Filtra por draft, open, paid, void, uncollectible, overdue o due_soon',
  'Add at least one line to the invoice': 'Añade al menos una línea a la factura',
  'An invoice has at most {n} lines': 'Una factura tiene como máximo {n} líneas',
  'An invoice has from 1 to 100 lines': 'Una factura tiene de 1 a 100 líneas',
  'Each line needs a description of at most 500 characters':
    'Cada línea necesita una descripción de 500 caracteres como máximo',
  'Each line’s quantity must be a whole number from 1 to 10,000':
    'La cantidad de cada línea debe ser un número entero de 1 a 10.000',
  'Each line’s price must be more than zero': 'El precio de cada línea debe ser mayor que cero',
  'The invoice’s total must be more than zero and at most 999,999.99':
    'El total de la factura debe ser mayor que cero y como máximo 999.999,99',
  'The tax rate must be a percentage from 0 to 100 with at most two decimals':
    'El impuesto debe ser un porcentaje de 0 a 100 con dos decimales como máximo',
  'The discount must be zero or more and less than the subtotal':
    'El descuento debe ser cero o más y menor que el subtotal',
  'Choose a currency: {currencies}': 'Elige una moneda: {currencies}',
  'Your Stripe account cannot take payments in {currency}':
    'Tu cuenta de Stripe no puede recibir pagos en {currency}',
  'The due date must be a date (YYYY-MM-DD)':
    'La fecha de vencimiento debe ser una fecha (AAAA-MM-DD)',
  'The due date must be today or later': 'La fecha de vencimiento debe ser hoy o posterior',
  'Choose a due date before sending the invoice':
    'Elige una fecha de vencimiento antes de enviar la factura',
  'Notes may be at most 2,000 characters': 'Las notas pueden tener como máximo 2.000 caracteres',
  'Choose at least one client to send the invoice to':
    'Elige al menos un cliente al que enviar la factura',
  'An invoice may be sent to at most {n} clients':
    'Una factura se puede enviar como máximo a {n} clientes',
  'Each client must be an active member of this workspace':
    'Cada cliente debe ser un miembro activo de este espacio de trabajo',
  'Amounts are whole numbers of cents': 'Los importes son números enteros de céntimos',
  'Please choose a client': 'Elige un cliente',
  'Dates are written YYYY-MM-DD': 'Las fechas se escriben AAAA-MM-DD',
  // Retainers.
  'Retainer not found': 'No se encontró la cuota recurrente',
  'Describe the retainer in at most 250 characters':
    'Describe la cuota recurrente en 250 caracteres como máximo',
  'The retainer’s amount must be more than zero and at most 999,999.99':
    'El importe de la cuota recurrente debe ser mayor que cero y como máximo 999.999,99',
  'Bill the retainer monthly or yearly': 'Factura la cuota recurrente cada mes o cada año',
  'A retainer is billed each month or each year':
    'Una cuota recurrente se factura cada mes o cada año',
  'The start date must be a date (YYYY-MM-DD), today or later':
    'La fecha de inicio debe ser una fecha (AAAA-MM-DD), hoy o posterior',
  'Days until due must be a whole number from 1 to 90':
    'Los días hasta el vencimiento deben ser un número entero de 1 a 90',
  'Choose one client of this workspace': 'Elige un cliente de este espacio de trabajo',
  'This retainer has already ended': 'Esta cuota recurrente ya terminó',
  // The payment provider (Stripe's own reason stays as Stripe wrote it).
  'The payment provider refused': 'El proveedor de pagos rechazó la operación',
  'The payment provider refused: {reason}': 'El proveedor de pagos rechazó la operación: {reason}',
  'The payment provider cannot be reached right now. Please try again.':
    'No se puede contactar con el proveedor de pagos en este momento. Inténtalo de nuevo.',
  'The payment provider could not be reached. Please try again in a moment.':
    'No se pudo contactar con el proveedor de pagos. Inténtalo de nuevo en un momento.',
} as const;

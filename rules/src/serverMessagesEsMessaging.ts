// Spanish for conversations and messages (messaging), notifications, announcements, alerts,
// webhooks and integrations (notifications), and the activity log and health (metrics).
export const ES_MESSAGING_MESSAGES = {
  // Conversations and messages.
  'Only the team can do this': 'Solo el equipo puede hacer esto',
  'Conversation not found': 'No se encontró la conversación',
  'Message not found': 'No se encontró el mensaje',
  'Attachment not found': 'No se encontró el adjunto',
  'Choose who the conversation is with: one or more people, or a role':
    'Elige con quién es la conversación: una o más personas, o un rol',
  'Clients write to the team; the team adds other people':
    'Los clientes escriben al equipo; el equipo añade a otras personas',
  'Everyone in a conversation must be a member of this workspace':
    'Todos los participantes de una conversación deben ser miembros de este espacio de trabajo',
  'No one in this workspace has that role': 'Nadie en este espacio de trabajo tiene ese rol',
  'A conversation can have at most {n} people':
    'Una conversación puede tener como máximo {n} personas',
  'The subject can have at most {n} characters': 'El asunto puede tener como máximo {n} caracteres',
  'Conversations can be assigned only to a member of the team':
    'Las conversaciones solo se pueden asignar a un miembro del equipo',
  'filter must be all, mine or unassigned': 'El filtro debe ser all, mine o unassigned',
  'status must be open or closed': 'El estado debe ser open o closed',
  'Choose open or closed': 'Elige abierta o cerrada',
  'Choose people of this workspace': 'Elige personas de este espacio de trabajo',
  'Choose at least one person': 'Elige al menos una persona',
  'Choose someone on the team': 'Elige a alguien del equipo',
  'That page link is no longer valid. Start from the first page.':
    'Ese enlace de página ya no es válido. Empieza desde la primera página.',
  'The cursor is not valid for this list': 'El cursor no es válido para esta lista',
  'You can only change your own messages': 'Solo puedes cambiar tus propios mensajes',
  'This message was deleted': 'Este mensaje se eliminó',
  'Messages can be edited or deleted for 15 minutes after sending':
    'Los mensajes se pueden editar o eliminar durante los 15 minutos posteriores al envío',
  'Write a message': 'Escribe un mensaje',
  'Write a message before sending': 'Escribe un mensaje antes de enviarlo',
  'A message can have at most {n} characters': 'Un mensaje puede tener como máximo {n} caracteres',
  'A message can be at most {n} characters': 'Un mensaje puede tener como máximo {n} caracteres',
  'Messages cannot contain HTML. Use Markdown for bold, lists and links.':
    'Los mensajes no pueden contener HTML. Usa Markdown para negritas, listas y enlaces.',
  'Images cannot be embedded in a message. Attach the file instead.':
    'No se pueden insertar imágenes en un mensaje. Adjunta el archivo.',
  'Links must start with http://, https:// or mailto:':
    'Los enlaces deben empezar por http://, https:// o mailto:',
  'before_seq and after_seq cannot be negative': 'before_seq y after_seq no pueden ser negativos',
  'Give before_seq or after_seq, not both': 'Indica before_seq o after_seq, no ambos',
  'seq cannot be negative': 'seq no puede ser negativo',
  'Attach at most {n} files to one message': 'Adjunta como máximo {n} archivos a un mensaje',
  'You can attach only files you can see in this workspace':
    'Solo puedes adjuntar archivos que puedes ver en este espacio de trabajo',
  'The message id is too long': 'El ID del mensaje es demasiado largo',
  'A message is posted from the portal or through the API':
    'Un mensaje se publica desde el portal o a través de la API',
  'Type something to search for': 'Escribe algo para buscar',
  'Search for at most {n} characters': 'Busca como máximo {n} caracteres',
  'after_position must be a whole number': 'after_position debe ser un número entero',
  'Choose batched, digest or off': 'Elige batched, digest u off',
  'Too many attempts. Please wait a moment and try again.':
    'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'Too many requests. Please wait a moment and try again.':
    'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'Too many sign-ins right now. Please try again.':
    'Demasiados inicios de sesión en este momento. Inténtalo de nuevo.',
  'Your session has ended. Please sign in again.':
    'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  // Announcements.
  'Please enter a title': 'Escribe un título',
  'Please enter a message': 'Escribe un mensaje',
  'Please choose a plan: starter, pro, advanced or custom':
    'Elige un plan: starter, pro, advanced o custom',
  'Please choose an audience: all, plan or tenants': 'Elige los destinatarios: all, plan o tenants',
  'The end must be after the start': 'El final debe ser posterior al inicio',
  'Please enter a valid date and time': 'Escribe una fecha y hora válidas',
  'Please enter a valid start date': 'Escribe una fecha de inicio válida',
  'Please enter a valid end date': 'Escribe una fecha de fin válida',
  'Please enter a valid {field} date': 'Escribe una fecha válida para «{field}»',
  'emailAdmins must be true or false': 'emailAdmins debe ser true o false',
  'Emailing tenant admins is not available':
    'No está disponible enviar correos a los administradores',
  // Alerts, jobs and schedules.
  'Please choose a metric: errorRate, queueDepth or webhookFailures':
    'Elige una métrica: errorRate, queueDepth o webhookFailures',
  'Please choose > or <': 'Elige > o <',
  'Please enter a number': 'Escribe un número',
  'Please choose a window: 5m, 15m or 1h': 'Elige un intervalo: 5m, 15m o 1h',
  'Actions may be email and slack': 'Las acciones pueden ser email y slack',
  'Rule not found': 'No se encontró la regla',
  'Job not found': 'No se encontró la tarea de la cola',
  'Unknown queue': 'Cola desconocida',
  'Schedule not found': 'No se encontró la programación',
  'hours must be 1 to {max}': 'Las horas deben estar entre 1 y {max}',
  // Integrations and webhooks.
  'enabled must be true or false': 'enabled debe ser true o false',
  'Unknown integration': 'Integración desconocida',
  'The credential may be at most 4000 characters':
    'La credencial puede tener como máximo 4000 caracteres',
  'Please enter a valid http or https URL': 'Escribe una URL http o https válida',
  'Please enter a Slack incoming webhook URL': 'Escribe una URL de webhook entrante de Slack',
  'Please enter a Slack incoming webhook URL (https://hooks.slack.com/…)':
    'Escribe una URL de webhook entrante de Slack (https://hooks.slack.com/…)',
  'Webhooks are available on the pro and advanced plans. Upgrade to add webhooks.':
    'Los webhooks están disponibles en los planes Pro y Advanced. Mejora tu plan para añadir webhooks.',
  'Slack is available on the pro and advanced plans. Upgrade to connect Slack.':
    'Slack está disponible en los planes Pro y Advanced. Mejora tu plan para conectar Slack.',
  'Webhook not found': 'No se encontró el webhook',
  'Delivery not found': 'No se encontró la entrega',
  'The webhook is disabled': 'El webhook está desactivado',
  'This webhook is disabled': 'Este webhook está desactivado',
  'A workspace may have up to {n} webhooks': 'Un espacio de trabajo puede tener hasta {n} webhooks',
  'This webhook URL points to a private or internal address':
    'La URL de este webhook apunta a una dirección privada o interna',
  'This webhook URL’s host could not be resolved':
    'No se pudo resolver el servidor de la URL de este webhook',
  'Please choose the events: all, forms, files, tasks, payments or messages':
    'Elige los eventos: all, forms, files, tasks, payments o messages',
  // The activity log, health and telemetry.
  'No active tenant': 'No hay ningún espacio de trabajo activo',
  'Only tenant admins can read the activity log':
    'Solo los administradores pueden leer el registro de actividad',
  'since must be a time within the last 24 hours':
    'since debe ser un momento de las últimas 24 horas',
  'window must be 5m, 15m or 1h': 'El intervalo debe ser 5m, 15m o 1h',
  'window must be 1h, 24h, 7d or 30d': 'El intervalo debe ser 1h, 24h, 7d o 30d',
  'trace id must be 32 hexadecimal characters':
    'El ID de traza debe tener 32 caracteres hexadecimales',
  'limit must be a number from 1 to {max}': 'El límite debe ser un número de 1 a {max}',
  'Page size must be one of {sizes}': 'El tamaño de página debe ser uno de: {sizes}',
  'Prometheus is unavailable': 'Prometheus no está disponible',
  'The database is not available right now': 'La base de datos no está disponible en este momento',
  'POST only': 'Solo POST',
  'Send OTLP/HTTP as application/x-protobuf or application/json':
    'Envía OTLP/HTTP como application/x-protobuf o application/json',
  'Export request is not valid gzip': 'La solicitud de exportación no es un gzip válido',
  'Export request too large': 'La solicitud de exportación es demasiado grande',
  'Export request is not {kind}': 'La solicitud de exportación no es {kind}',
  'an OTLP protobuf message': 'un mensaje protobuf de OTLP',
  // Importing users.
  'The file is not valid CSV': 'El archivo no es un CSV válido',
  'Choose a CSV file': 'Elige un archivo CSV',
  'The file has no rows': 'El archivo no tiene filas',
  'At most {n} rows at a time': 'Como máximo {n} filas a la vez',
  'This email appears twice in the file': 'Este correo electrónico aparece dos veces en el archivo',
} as const;

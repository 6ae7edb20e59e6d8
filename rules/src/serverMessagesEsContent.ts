// Spanish for content: files, folders, file requests, approvals, embeds, tasks and their
// templates (content), and forms and their answers (forms).
export const ES_CONTENT_MESSAGES = {
  // Files and folders.
  'File not found': 'No se encontró el archivo',
  'Folder not found': 'No se encontró la carpeta',
  'Upload not found': 'No se encontró la subida',
  'Upload-Length is required': 'Falta la cabecera Upload-Length',
  'Only an admin or the person who uploaded it can delete this file':
    'Solo un administrador o quien lo subió puede eliminar este archivo',
  'Only an admin or the person who uploaded it can rename this file':
    'Solo un administrador o quien lo subió puede cambiar el nombre de este archivo',
  'Select at least one file': 'Selecciona al menos un archivo',
  'Select at most {n} files': 'Selecciona como máximo {n} archivos',
  'Select at most {n} files to download at once':
    'Selecciona como máximo {n} archivos para descargar a la vez',
  'purpose must be create or resume': 'El propósito debe ser create o resume',
  'Choose a file': 'Elige un archivo',
  'You can only upload files for yourself': 'Solo puedes subir archivos para ti',
  'Please select a user': 'Selecciona un usuario',
  'Please choose a user': 'Elige un usuario',
  'Please select a client': 'Selecciona un cliente',
  'Your workspace has used its storage quota. Delete files or upgrade your plan.':
    'Tu espacio de trabajo ha agotado su almacenamiento. Elimina archivos o mejora tu plan.',
  'Give the file a name': 'Ponle un nombre al archivo',
  'A file name cannot contain control characters':
    'El nombre de un archivo no puede contener caracteres de control',
  'A file name has at most {n} characters':
    'El nombre de un archivo tiene como máximo {n} caracteres',
  'A folder cannot be moved into itself or a folder inside it':
    'Una carpeta no se puede mover dentro de sí misma ni de una carpeta que contenga',
  'Only staff can organise folders': 'Solo el equipo puede organizar las carpetas',
  'A folder with this name is already here': 'Ya hay una carpeta con este nombre aquí',
  'Give the folder a name': 'Ponle un nombre a la carpeta',
  'A folder name cannot contain “/”': 'El nombre de una carpeta no puede contener «/»',
  'A folder name cannot contain control characters':
    'El nombre de una carpeta no puede contener caracteres de control',
  'A folder name has at most {n} characters':
    'El nombre de una carpeta tiene como máximo {n} caracteres',
  'A folder is for one client or for roles, not both':
    'Una carpeta es para un cliente o para roles, no para ambos',
  'Only staff or the file’s owner can upload a new version':
    'Solo el equipo o el propietario del archivo pueden subir una versión nueva',
  'No active tenant selected. Please switch a workspace first.':
    'No hay ningún espacio de trabajo activo. Primero cambia a un espacio de trabajo.',
  'Only services may vouch for a file': 'Solo los servicios pueden avalar un archivo',
  // File requests.
  'Accepted types are file extensions, like pdf or png':
    'Los tipos aceptados son extensiones de archivo, como pdf o png',
  'Say what files you need (at most 200 characters)':
    'Indica qué archivos necesitas (como máximo 200 caracteres)',
  'A description has at most 4000 characters': 'Una descripción tiene como máximo 4000 caracteres',
  'Ask for 1 to {n} files': 'Pide de 1 a {n} archivos',
  'Choose who should send the files': 'Elige quién debe enviar los archivos',
  'Only staff can ask for files': 'Solo el equipo puede pedir archivos',
  'This request accepts {types} files only': 'Esta solicitud solo acepta archivos {types}',
  'File request not found': 'No se encontró la solicitud de archivos',
  'This file request was sent to someone else':
    'Esta solicitud de archivos se envió a otra persona',
  'This file request is closed: it already has all its files':
    'Esta solicitud de archivos está cerrada: ya tiene todos sus archivos',
  // Approvals.
  'Choose who should approve': 'Elige quién debe aprobar',
  'Ask at most {n} people at once': 'Pide la aprobación de {n} personas como máximo a la vez',
  'Only staff can ask for an approval': 'Solo el equipo puede pedir una aprobación',
  'A newer version of this file exists: ask for approval of the newest one':
    'Hay una versión más reciente de este archivo: pide la aprobación de la más reciente',
  'A newer version of this file was uploaded: this version can no longer be approved':
    'Se subió una versión más reciente de este archivo: esta versión ya no se puede aprobar',
  'Choose Approve or Request changes': 'Elige Aprobar o Pedir cambios',
  'A comment has at most 2000 characters': 'Un comentario tiene como máximo 2000 caracteres',
  'Say what should change': 'Indica qué debe cambiar',
  'Name the SHA-256 of the version you reviewed': 'Indica el SHA-256 de la versión que revisaste',
  'You were not asked to approve this version': 'No se te pidió aprobar esta versión',
  'You have already decided on this version': 'Ya decidiste sobre esta versión',
  'This round of approval is closed': 'Esta ronda de aprobación está cerrada',
  'The version you reviewed is not the one asked for: open the file again':
    'La versión que revisaste no es la que se pidió: vuelve a abrir el archivo',
  'Version not found': 'No se encontró la versión',
  'Approval not found': 'No se encontró la aprobación',
  // Embeds.
  'Only admins can manage embeds': 'Solo los administradores pueden gestionar las incrustaciones',
  'Only super admins can target other tenants':
    'Solo los superadministradores pueden elegir otros inquilinos',
  'Only super admins can see every tenant’s embeds':
    'Solo los superadministradores pueden ver las incrustaciones de todos los inquilinos',
  'Reorder needs each embed id once': 'Para reordenar, indica cada incrustación una sola vez',
  'Embed not found': 'No se encontró la incrustación',
  "You don't have access to this embed.": 'No tienes acceso a esta incrustación.',
  'Unknown provider "{provider}". Use one of: {providers}':
    'Proveedor desconocido «{provider}». Usa uno de estos: {providers}',
  'Enter a valid URL': 'Escribe una URL válida',
  'The embed URL must start with https://': 'La URL incrustada debe empezar por https://',
  'The embed URL must not contain a user name or password':
    'La URL incrustada no puede contener un nombre de usuario ni una contraseña',
  'Please fill Title, Provider and URL': 'Rellena el título, el proveedor y la URL',
  'The host {host} could not be found': 'No se encontró el servidor {host}',
  'This URL points at a private or local network address and cannot be embedded':
    'Esta URL apunta a una dirección de red privada o local y no se puede incrustar',
  // Tasks and task templates.
  'Only staff can manage tasks': 'Solo el equipo puede gestionar las tareas',
  'A task links a form, a file request, an approval or a file':
    'Una tarea enlaza un formulario, una solicitud de archivos, una aprobación o un archivo',
  'Say what the task links to': 'Indica qué enlaza la tarea',
  'The linked item was not found': 'No se encontró el elemento enlazado',
  'Choose who the task is for': 'Elige para quién es la tarea',
  'A task is for at most {n} people': 'Una tarea es para {n} personas como máximo',
  'Give the task a title': 'Ponle un título a la tarea',
  'A title has at most 200 characters': 'Un título tiene como máximo 200 caracteres',
  'This task is done when what it links to is done':
    'Esta tarea se completa cuando se completa lo que enlaza',
  'Task not found': 'No se encontró la tarea',
  'The due date must be a date, like 2026-12-31':
    'La fecha de vencimiento debe ser una fecha, como 2026-12-31',
  'Nobody in this workspace has that role yet':
    'Nadie en este espacio de trabajo tiene ese rol todavía',
  'Say whether the task is done': 'Indica si la tarea está hecha',
  'Only staff can manage task templates': 'Solo el equipo puede gestionar las plantillas de tareas',
  'Item {n} needs a title of at most 200 characters':
    'El elemento {n} necesita un título de 200 caracteres como máximo',
  'Item {n}: a description has at most 4000 characters':
    'Elemento {n}: una descripción tiene como máximo 4000 caracteres',
  'Item {n} is a to-do, a form, a file request or an approval of a file':
    'El elemento {n} es un pendiente, un formulario, una solicitud de archivos o la aprobación de un archivo',
  'Item {n} is due 0 to 365 days after joining':
    'El elemento {n} vence de 0 a 365 días después de unirse',
  'Item {n}: choose the form to fill': 'Elemento {n}: elige el formulario que hay que rellenar',
  'Item {n}: ask for 1 to {max} files': 'Elemento {n}: pide de 1 a {max} archivos',
  'Item {n}: choose the file to approve': 'Elemento {n}: elige el archivo que hay que aprobar',
  'Item {n}: the file to approve was not found':
    'Elemento {n}: no se encontró el archivo que hay que aprobar',
  'An item is a to-do, a form, a file request or an approval of a file':
    'Un elemento es un pendiente, un formulario, una solicitud de archivos o la aprobación de un archivo',
  'An item is due 0 to 365 days after joining':
    'Un elemento vence de 0 a 365 días después de unirse',
  'Choose the form to fill': 'Elige el formulario que hay que rellenar',
  'Choose the file to approve': 'Elige el archivo que hay que aprobar',
  'Say whether to email reminders': 'Indica si se envían recordatorios por correo',
  'Give the template a name of at most 120 characters':
    'Ponle a la plantilla un nombre de 120 caracteres como máximo',
  'Choose the role whose new members get it': 'Elige el rol cuyos nuevos miembros la reciben',
  'Choose one of this workspace’s client or team roles':
    'Elige uno de los roles de cliente o de equipo de este espacio de trabajo',
  'Add at least one item': 'Añade al menos un elemento',
  'A template has at most {n} items': 'Una plantilla tiene como máximo {n} elementos',
  'Template not found': 'No se encontró la plantilla',
  // Forms and answers. An answer's problem is translated inside `"{label}": {problem}`.
  'Please answer "{label}"': 'Responde «{label}»',
  '"{label}": {problem}': '«{label}»: {problem}',
  'expected text': 'se esperaba texto',
  'at most {max} characters': 'como máximo {max} caracteres',
  'choose one of the options': 'elige una de las opciones',
  'choose from the options': 'elige entre las opciones',
  'a rating from 1 to 5': 'una valoración de 1 a 5',
  'a date (YYYY-MM-DD)': 'una fecha (AAAA-MM-DD)',
  'upload a file': 'sube un archivo',
  'Answers must be a JSON object': 'Las respuestas deben ser un objeto JSON',
  'Answers are too large': 'Las respuestas son demasiado grandes',
  'An answer is nested too deeply to be a form’s answer':
    'Una respuesta tiene demasiados niveles para ser la respuesta de un formulario',
  'Only admins can manage forms': 'Solo los administradores pueden gestionar los formularios',
  'Please enter a form title': 'Escribe un título para el formulario',
  'The title is too long': 'El título es demasiado largo',
  'Mapping field "{name}" must be a plain name':
    'El campo de correspondencia «{name}» debe ser un nombre simple',
  'This form was changed in another tab or by someone else. Reload to see the newest version.':
    'Este formulario se cambió en otra pestaña o lo cambió otra persona. Recarga para ver la versión más reciente.',
  'Please select a form': 'Selecciona un formulario',
  'This form was just changed. Please try again.':
    'Este formulario acaba de cambiar. Vuelve a intentarlo.',
  'Submission id is too long': 'El ID del envío es demasiado largo',
  'A file answer must be a file you uploaded':
    'Una respuesta de archivo debe ser un archivo que hayas subido',
  'Response not found': 'No se encontró la respuesta',
  'Form not found': 'No se encontró el formulario',
  '🚫 You do not have access to this form.': '🚫 No tienes acceso a este formulario.',
  'version is required to save a form': 'Hace falta la versión para guardar un formulario',
  'Theme colour {colour} must look like #3B82F6':
    'El color del tema {colour} debe tener la forma #3B82F6',
  'Theme font name is too long': 'El nombre de la fuente del tema es demasiado largo',
  'Theme variant must be solid or gradient': 'La variante del tema debe ser solid o gradient',
  'A form holds at most {n} questions': 'Un formulario tiene como máximo {n} preguntas',
  'Question {n} needs an id': 'La pregunta {n} necesita un ID',
  'Question {n} has an unknown type "{type}"':
    'La pregunta {n} tiene un tipo desconocido: «{type}»',
  'Question {n} needs a label': 'La pregunta {n} necesita una etiqueta',
  "Question {n}'s label is too long": 'La etiqueta de la pregunta {n} es demasiado larga',
  'Question "{label}" needs at least one option':
    'La pregunta «{label}» necesita al menos una opción',
  'Two questions share the id "{id}"': 'Dos preguntas comparten el ID «{id}»',
  'Two questions are labelled "{label}"': 'Dos preguntas tienen la etiqueta «{label}»',
  'The logic of "{label}" names a question that does not exist':
    'La lógica de «{label}» nombra una pregunta que no existe',
  'The logic of "{label}" makes a question depend on itself':
    'La lógica de «{label}» hace que una pregunta dependa de sí misma',
  'The form’s logic goes round in a circle': 'La lógica del formulario da vueltas en círculo',
} as const;

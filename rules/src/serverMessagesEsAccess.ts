// Spanish for the gateway's own refusals (requests, validation, sessions) and for accounts and
// sign-in (identity). The words match the frontends' catalogues (tú, "espacio de trabajo").
export const ES_ACCESS_MESSAGES = {
  // The gateway: failures, bodies, validation (services/gateway/src/http, src/api).
  'Something went wrong. Please try again.': 'Algo salió mal. Inténtalo de nuevo.',
  'This service is not available right now. Please try again shortly.':
    'Este servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  'This feature is not available yet.': 'Esta función aún no está disponible.',
  'Not implemented': 'Esta función aún no está disponible.',
  'Not found': 'No encontrado',
  'Authentication required': 'Tienes que iniciar sesión.',
  Forbidden: 'No tienes permiso para hacer esto.',
  'Malformed request body': 'El cuerpo de la solicitud no es válido',
  'Request body too large': 'El cuerpo de la solicitud es demasiado grande',
  'Request bodies must be JSON': 'El cuerpo de la solicitud debe ser JSON',
  'Request bodies must be UTF-8 encoded JSON':
    'El cuerpo de la solicitud debe ser JSON codificado en UTF-8',
  'Upload bytes must be sent as application/offset+octet-stream':
    'Los datos de la subida deben enviarse como application/offset+octet-stream',
  'Content did not answer in time':
    'El servicio de archivos no respondió a tiempo. Inténtalo de nuevo.',
  'Text must not contain a NUL character': 'El texto no puede contener el carácter NUL',
  'Invalid request': 'La solicitud no es válida',
  'The request is required': 'Falta la solicitud',
  'The request must be an object': 'La solicitud debe ser un objeto',
  '{field} is required': 'El campo «{field}» es obligatorio',
  '{field} must be an object': 'El campo «{field}» debe ser un objeto',
  '{field} must be a uuid': 'El campo «{field}» debe ser un UUID',
  '{field} must be a {type}': 'El campo «{field}» debe ser de tipo {type}',
  '{field} must be at most {max} characters':
    'El campo «{field}» puede tener como máximo {max} caracteres',
  '{field} is too large': 'El valor de «{field}» es demasiado grande',
  '{field} is too small': 'El valor de «{field}» es demasiado pequeño',
  'Unknown field: {fields}': 'Campo desconocido: {fields}',
  // Sessions and guards.
  'Your session has expired. Please sign in again.':
    'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'Your sign-in has expired. Please sign in again.':
    'Tu inicio de sesión ha caducado. Vuelve a iniciar sesión.',
  'You do not have permission to do this.': 'No tienes permiso para hacer esto.',
  'The impersonation session has ended.': 'La sesión de suplantación ha terminado.',
  'Auth session missing!': 'Tienes que iniciar sesión.',
  'Enter your password to confirm.': 'Introduce tu contraseña para confirmar.',
  // Accounts and sign-in (identity).
  'This account already has a password': 'Esta cuenta ya tiene una contraseña',
  'You must provide either an email or phone number and a password':
    'Introduce un correo electrónico o un número de teléfono, y una contraseña',
  'Full name is required': 'El nombre completo es obligatorio',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Company name is required': 'El nombre de la empresa es obligatorio',
  'An account with this email already exists': 'Ya existe una cuenta con este correo electrónico',
  'Invalid login credentials': 'El correo electrónico o la contraseña no son correctos',
  'Email is required': 'El correo electrónico es obligatorio',
  'Email cannot be empty.': 'El correo electrónico no puede estar vacío.',
  'New passwords do not match.': 'Las contraseñas nuevas no coinciden.',
  'Current password is incorrect.': 'La contraseña actual no es correcta.',
  'This password reset link is invalid or has expired.':
    'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  'User not found. Please log in again.': 'No se encontró el usuario. Vuelve a iniciar sesión.',
  'First and last name are required': 'El nombre y los apellidos son obligatorios',
  'LinkedIn must be a URL': 'LinkedIn debe ser una URL',
  'A reason is required to impersonate a user': 'Indica un motivo para suplantar a un usuario',
  'You cannot impersonate yourself': 'No puedes suplantarte a ti mismo',
  'This cannot be changed while impersonating a user':
    'Esto no se puede cambiar mientras suplantas a un usuario',
  'Super admin only': 'Solo para superadministradores',
  'Super admins only': 'Solo para superadministradores',
  'This account has been disabled. Please contact support.':
    'Esta cuenta está desactivada. Ponte en contacto con soporte.',
  'You cannot disable your own account': 'No puedes desactivar tu propia cuenta',
  'This confirmation link is invalid or has expired.':
    'Este enlace de confirmación no es válido o ha caducado.',
  'This is already your email address.': 'Este ya es tu correo electrónico.',
  'Password updated successfully!': '¡Contraseña actualizada!',
  'Email updated! Please check your inbox to confirm.':
    '¡Correo electrónico actualizado! Revisa tu bandeja de entrada para confirmarlo.',
  'Contact info updated!': '¡Datos de contacto actualizados!',
  'Confirmation email sent. Please check your inbox.':
    'Te enviamos un correo de confirmación. Revisa tu bandeja de entrada.',
  'Profile colour must be one of: {colours}': 'El color del perfil debe ser uno de: {colours}',
  'Language must be one of: {locales}': 'El idioma debe ser uno de: {locales}',
  'Password must contain both letters and numbers': 'La contraseña debe contener letras y números',
  'Password must contain upper- and lower-case letters, a number and a symbol':
    'La contraseña debe contener mayúsculas, minúsculas, un número y un símbolo',
  // Sign-in providers and two-factor authentication.
  'Unknown sign-in provider': 'Método de inicio de sesión desconocido',
  'Client ID is required': 'El ID de cliente es obligatorio',
  'Client secret is required': 'El secreto de cliente es obligatorio',
  'Client ID and secret must be at most 500 characters':
    'El ID y el secreto de cliente pueden tener como máximo 500 caracteres',
  'That sign-in method is not linked to your account':
    'Ese método de inicio de sesión no está vinculado a tu cuenta',
  'You cannot remove your only way to sign in. Set a password first (use "Forgot password" on the sign-in page).':
    'No puedes quitar tu única forma de iniciar sesión. Primero crea una contraseña (usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión).',
  'Sign-in with {provider} is not available.':
    'El inicio de sesión con {provider} no está disponible.',
  'The {provider} sign-in client is saved in Settings → Auth.':
    'El cliente de inicio de sesión de {provider} se guarda en Configuración → Autenticación.',
  'Invalid code': 'Código no válido',
  'Enter the 6-digit code from your authenticator app':
    'Introduce el código de 6 dígitos de tu aplicación de autenticación',
  'Two-factor authentication is already on.': 'La verificación en dos pasos ya está activada.',
  'Start two-factor setup first.':
    'Primero inicia la configuración de la verificación en dos pasos.',
  'Two-factor authentication is not on.': 'La verificación en dos pasos no está activada.',
  'New sign-ups are closed. Ask your workspace administrator for an invitation.':
    'Los nuevos registros están cerrados. Pide una invitación al administrador de tu espacio de trabajo.',
  'Session maximum must be a whole number of hours from {min} to {max}':
    'La duración máxima de la sesión debe ser un número entero de horas entre {min} y {max}',
  'Session idle timeout must be a whole number of minutes from {min} to {max}':
    'El tiempo de inactividad de la sesión debe ser un número entero de minutos entre {min} y {max}',
  'Session idle timeout cannot be longer than the session maximum':
    'El tiempo de inactividad no puede superar la duración máxima de la sesión',
} as const;

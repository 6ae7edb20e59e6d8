import adminDashboard from './assets/screenshots/admin-dashboard.svg';
import clientDashboard from './assets/screenshots/client-dashboard.svg';
import crm from './assets/screenshots/crm.svg';
import embedManager from './assets/screenshots/embed-manager.svg';
import fileManager from './assets/screenshots/file-manager.svg';
import formManager from './assets/screenshots/form-manager.svg';

/** The six carousel images, in the order the spec lists them. */
export const screenshots: string[] = [
  adminDashboard,
  clientDashboard,
  embedManager,
  fileManager,
  formManager,
  crm,
];

export { captionFromFileName } from './caption';

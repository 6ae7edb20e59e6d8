// Original file: portico/messaging/v1/messaging.proto

import type { Attachment as _portico_messaging_v1_Attachment, Attachment__Output as _portico_messaging_v1_Attachment__Output } from '../../../portico/messaging/v1/Attachment';

export interface AttachmentDownload {
  'attachment'?: (_portico_messaging_v1_Attachment | null);
  'download_path'?: (string);
  'content_disposition'?: (string);
}

export interface AttachmentDownload__Output {
  'attachment': (_portico_messaging_v1_Attachment__Output | null);
  'download_path': (string);
  'content_disposition': (string);
}

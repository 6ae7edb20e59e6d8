// Original file: portico/forms/v1/forms.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnswerDraft as _portico_forms_v1_AnswerDraft, AnswerDraft__Output as _portico_forms_v1_AnswerDraft__Output } from '../../../portico/forms/v1/AnswerDraft';
import type { AssignFormRequest as _portico_forms_v1_AssignFormRequest, AssignFormRequest__Output as _portico_forms_v1_AssignFormRequest__Output } from '../../../portico/forms/v1/AssignFormRequest';
import type { CreateFormRequest as _portico_forms_v1_CreateFormRequest, CreateFormRequest__Output as _portico_forms_v1_CreateFormRequest__Output } from '../../../portico/forms/v1/CreateFormRequest';
import type { CsvExport as _portico_forms_v1_CsvExport, CsvExport__Output as _portico_forms_v1_CsvExport__Output } from '../../../portico/forms/v1/CsvExport';
import type { DeleteFormResponse as _portico_forms_v1_DeleteFormResponse, DeleteFormResponse__Output as _portico_forms_v1_DeleteFormResponse__Output } from '../../../portico/forms/v1/DeleteFormResponse';
import type { DeleteResponseRequest as _portico_forms_v1_DeleteResponseRequest, DeleteResponseRequest__Output as _portico_forms_v1_DeleteResponseRequest__Output } from '../../../portico/forms/v1/DeleteResponseRequest';
import type { ExportResponsesCsvRequest as _portico_forms_v1_ExportResponsesCsvRequest, ExportResponsesCsvRequest__Output as _portico_forms_v1_ExportResponsesCsvRequest__Output } from '../../../portico/forms/v1/ExportResponsesCsvRequest';
import type { Form as _portico_forms_v1_Form, Form__Output as _portico_forms_v1_Form__Output } from '../../../portico/forms/v1/Form';
import type { FormIdRequest as _portico_forms_v1_FormIdRequest, FormIdRequest__Output as _portico_forms_v1_FormIdRequest__Output } from '../../../portico/forms/v1/FormIdRequest';
import type { FormResponse as _portico_forms_v1_FormResponse, FormResponse__Output as _portico_forms_v1_FormResponse__Output } from '../../../portico/forms/v1/FormResponse';
import type { GetFormRequest as _portico_forms_v1_GetFormRequest, GetFormRequest__Output as _portico_forms_v1_GetFormRequest__Output } from '../../../portico/forms/v1/GetFormRequest';
import type { ListAssignedFormsRequest as _portico_forms_v1_ListAssignedFormsRequest, ListAssignedFormsRequest__Output as _portico_forms_v1_ListAssignedFormsRequest__Output } from '../../../portico/forms/v1/ListAssignedFormsRequest';
import type { ListAssignedFormsResponse as _portico_forms_v1_ListAssignedFormsResponse, ListAssignedFormsResponse__Output as _portico_forms_v1_ListAssignedFormsResponse__Output } from '../../../portico/forms/v1/ListAssignedFormsResponse';
import type { ListFormsRequest as _portico_forms_v1_ListFormsRequest, ListFormsRequest__Output as _portico_forms_v1_ListFormsRequest__Output } from '../../../portico/forms/v1/ListFormsRequest';
import type { ListFormsResponse as _portico_forms_v1_ListFormsResponse, ListFormsResponse__Output as _portico_forms_v1_ListFormsResponse__Output } from '../../../portico/forms/v1/ListFormsResponse';
import type { ListResponsesRequest as _portico_forms_v1_ListResponsesRequest, ListResponsesRequest__Output as _portico_forms_v1_ListResponsesRequest__Output } from '../../../portico/forms/v1/ListResponsesRequest';
import type { ListResponsesResponse as _portico_forms_v1_ListResponsesResponse, ListResponsesResponse__Output as _portico_forms_v1_ListResponsesResponse__Output } from '../../../portico/forms/v1/ListResponsesResponse';
import type { SaveAnswerDraftRequest as _portico_forms_v1_SaveAnswerDraftRequest, SaveAnswerDraftRequest__Output as _portico_forms_v1_SaveAnswerDraftRequest__Output } from '../../../portico/forms/v1/SaveAnswerDraftRequest';
import type { SaveFormRequest as _portico_forms_v1_SaveFormRequest, SaveFormRequest__Output as _portico_forms_v1_SaveFormRequest__Output } from '../../../portico/forms/v1/SaveFormRequest';
import type { SubmitResponseRequest as _portico_forms_v1_SubmitResponseRequest, SubmitResponseRequest__Output as _portico_forms_v1_SubmitResponseRequest__Output } from '../../../portico/forms/v1/SubmitResponseRequest';

export interface FormsServiceClient extends grpc.Client {
  ArchiveForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  ArchiveForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  ArchiveForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  ArchiveForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  archiveForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  archiveForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  archiveForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  archiveForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  AssignForm(argument: _portico_forms_v1_AssignFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  AssignForm(argument: _portico_forms_v1_AssignFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  AssignForm(argument: _portico_forms_v1_AssignFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  AssignForm(argument: _portico_forms_v1_AssignFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  assignForm(argument: _portico_forms_v1_AssignFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  assignForm(argument: _portico_forms_v1_AssignFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  assignForm(argument: _portico_forms_v1_AssignFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  assignForm(argument: _portico_forms_v1_AssignFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  CopyForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  CopyForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  CopyForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  CopyForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  copyForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  copyForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  copyForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  copyForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  CreateForm(argument: _portico_forms_v1_CreateFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  CreateForm(argument: _portico_forms_v1_CreateFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  CreateForm(argument: _portico_forms_v1_CreateFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  CreateForm(argument: _portico_forms_v1_CreateFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  createForm(argument: _portico_forms_v1_CreateFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  createForm(argument: _portico_forms_v1_CreateFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  createForm(argument: _portico_forms_v1_CreateFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  createForm(argument: _portico_forms_v1_CreateFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  DeleteForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  DeleteForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  DeleteForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  DeleteForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  DeleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  DeleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  DeleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  deleteResponse(argument: _portico_forms_v1_DeleteResponseRequest, callback: grpc.requestCallback<_portico_forms_v1_DeleteFormResponse__Output>): grpc.ClientUnaryCall;
  
  ExportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  ExportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  ExportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  ExportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  exportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  exportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  exportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  exportResponsesCsv(argument: _portico_forms_v1_ExportResponsesCsvRequest, callback: grpc.requestCallback<_portico_forms_v1_CsvExport__Output>): grpc.ClientUnaryCall;
  
  GetAnswerDraft(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  GetAnswerDraft(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  GetAnswerDraft(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  GetAnswerDraft(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  getAnswerDraft(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  getAnswerDraft(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  getAnswerDraft(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  getAnswerDraft(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  
  GetForm(argument: _portico_forms_v1_GetFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  GetForm(argument: _portico_forms_v1_GetFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  GetForm(argument: _portico_forms_v1_GetFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  GetForm(argument: _portico_forms_v1_GetFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getForm(argument: _portico_forms_v1_GetFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getForm(argument: _portico_forms_v1_GetFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getForm(argument: _portico_forms_v1_GetFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getForm(argument: _portico_forms_v1_GetFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  GetFormForFill(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  GetFormForFill(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  GetFormForFill(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  GetFormForFill(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getFormForFill(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getFormForFill(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getFormForFill(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  getFormForFill(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  ListAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  ListAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  ListAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  ListAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  listAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  listAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  listAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  listAssignedForms(argument: _portico_forms_v1_ListAssignedFormsRequest, callback: grpc.requestCallback<_portico_forms_v1_ListAssignedFormsResponse__Output>): grpc.ClientUnaryCall;
  
  ListForms(argument: _portico_forms_v1_ListFormsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  ListForms(argument: _portico_forms_v1_ListFormsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  ListForms(argument: _portico_forms_v1_ListFormsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  ListForms(argument: _portico_forms_v1_ListFormsRequest, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  listForms(argument: _portico_forms_v1_ListFormsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  listForms(argument: _portico_forms_v1_ListFormsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  listForms(argument: _portico_forms_v1_ListFormsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  listForms(argument: _portico_forms_v1_ListFormsRequest, callback: grpc.requestCallback<_portico_forms_v1_ListFormsResponse__Output>): grpc.ClientUnaryCall;
  
  ListResponses(argument: _portico_forms_v1_ListResponsesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  ListResponses(argument: _portico_forms_v1_ListResponsesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  ListResponses(argument: _portico_forms_v1_ListResponsesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  ListResponses(argument: _portico_forms_v1_ListResponsesRequest, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  listResponses(argument: _portico_forms_v1_ListResponsesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  listResponses(argument: _portico_forms_v1_ListResponsesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  listResponses(argument: _portico_forms_v1_ListResponsesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  listResponses(argument: _portico_forms_v1_ListResponsesRequest, callback: grpc.requestCallback<_portico_forms_v1_ListResponsesResponse__Output>): grpc.ClientUnaryCall;
  
  PublishForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  PublishForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  PublishForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  PublishForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  publishForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  publishForm(argument: _portico_forms_v1_FormIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  publishForm(argument: _portico_forms_v1_FormIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  publishForm(argument: _portico_forms_v1_FormIdRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  SaveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  SaveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  SaveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  SaveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  saveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  saveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  saveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  saveAnswerDraft(argument: _portico_forms_v1_SaveAnswerDraftRequest, callback: grpc.requestCallback<_portico_forms_v1_AnswerDraft__Output>): grpc.ClientUnaryCall;
  
  SaveForm(argument: _portico_forms_v1_SaveFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  SaveForm(argument: _portico_forms_v1_SaveFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  SaveForm(argument: _portico_forms_v1_SaveFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  SaveForm(argument: _portico_forms_v1_SaveFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  saveForm(argument: _portico_forms_v1_SaveFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  saveForm(argument: _portico_forms_v1_SaveFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  saveForm(argument: _portico_forms_v1_SaveFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  saveForm(argument: _portico_forms_v1_SaveFormRequest, callback: grpc.requestCallback<_portico_forms_v1_Form__Output>): grpc.ClientUnaryCall;
  
  SubmitResponse(argument: _portico_forms_v1_SubmitResponseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  SubmitResponse(argument: _portico_forms_v1_SubmitResponseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  SubmitResponse(argument: _portico_forms_v1_SubmitResponseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  SubmitResponse(argument: _portico_forms_v1_SubmitResponseRequest, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  submitResponse(argument: _portico_forms_v1_SubmitResponseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  submitResponse(argument: _portico_forms_v1_SubmitResponseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  submitResponse(argument: _portico_forms_v1_SubmitResponseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  submitResponse(argument: _portico_forms_v1_SubmitResponseRequest, callback: grpc.requestCallback<_portico_forms_v1_FormResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface FormsServiceHandlers extends grpc.UntypedServiceImplementation {
  ArchiveForm: grpc.handleUnaryCall<_portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form>;
  
  AssignForm: grpc.handleUnaryCall<_portico_forms_v1_AssignFormRequest__Output, _portico_forms_v1_Form>;
  
  CopyForm: grpc.handleUnaryCall<_portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form>;
  
  CreateForm: grpc.handleUnaryCall<_portico_forms_v1_CreateFormRequest__Output, _portico_forms_v1_Form>;
  
  DeleteForm: grpc.handleUnaryCall<_portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_DeleteFormResponse>;
  
  DeleteResponse: grpc.handleUnaryCall<_portico_forms_v1_DeleteResponseRequest__Output, _portico_forms_v1_DeleteFormResponse>;
  
  ExportResponsesCsv: grpc.handleUnaryCall<_portico_forms_v1_ExportResponsesCsvRequest__Output, _portico_forms_v1_CsvExport>;
  
  GetAnswerDraft: grpc.handleUnaryCall<_portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_AnswerDraft>;
  
  GetForm: grpc.handleUnaryCall<_portico_forms_v1_GetFormRequest__Output, _portico_forms_v1_Form>;
  
  GetFormForFill: grpc.handleUnaryCall<_portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form>;
  
  ListAssignedForms: grpc.handleUnaryCall<_portico_forms_v1_ListAssignedFormsRequest__Output, _portico_forms_v1_ListAssignedFormsResponse>;
  
  ListForms: grpc.handleUnaryCall<_portico_forms_v1_ListFormsRequest__Output, _portico_forms_v1_ListFormsResponse>;
  
  ListResponses: grpc.handleUnaryCall<_portico_forms_v1_ListResponsesRequest__Output, _portico_forms_v1_ListResponsesResponse>;
  
  PublishForm: grpc.handleUnaryCall<_portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form>;
  
  SaveAnswerDraft: grpc.handleUnaryCall<_portico_forms_v1_SaveAnswerDraftRequest__Output, _portico_forms_v1_AnswerDraft>;
  
  SaveForm: grpc.handleUnaryCall<_portico_forms_v1_SaveFormRequest__Output, _portico_forms_v1_Form>;
  
  SubmitResponse: grpc.handleUnaryCall<_portico_forms_v1_SubmitResponseRequest__Output, _portico_forms_v1_FormResponse>;
  
}

export interface FormsServiceDefinition extends grpc.ServiceDefinition {
  ArchiveForm: MethodDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_Form, _portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form__Output>
  AssignForm: MethodDefinition<_portico_forms_v1_AssignFormRequest, _portico_forms_v1_Form, _portico_forms_v1_AssignFormRequest__Output, _portico_forms_v1_Form__Output>
  CopyForm: MethodDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_Form, _portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form__Output>
  CreateForm: MethodDefinition<_portico_forms_v1_CreateFormRequest, _portico_forms_v1_Form, _portico_forms_v1_CreateFormRequest__Output, _portico_forms_v1_Form__Output>
  DeleteForm: MethodDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_DeleteFormResponse, _portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_DeleteFormResponse__Output>
  DeleteResponse: MethodDefinition<_portico_forms_v1_DeleteResponseRequest, _portico_forms_v1_DeleteFormResponse, _portico_forms_v1_DeleteResponseRequest__Output, _portico_forms_v1_DeleteFormResponse__Output>
  ExportResponsesCsv: MethodDefinition<_portico_forms_v1_ExportResponsesCsvRequest, _portico_forms_v1_CsvExport, _portico_forms_v1_ExportResponsesCsvRequest__Output, _portico_forms_v1_CsvExport__Output>
  GetAnswerDraft: MethodDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_AnswerDraft, _portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_AnswerDraft__Output>
  GetForm: MethodDefinition<_portico_forms_v1_GetFormRequest, _portico_forms_v1_Form, _portico_forms_v1_GetFormRequest__Output, _portico_forms_v1_Form__Output>
  GetFormForFill: MethodDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_Form, _portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form__Output>
  ListAssignedForms: MethodDefinition<_portico_forms_v1_ListAssignedFormsRequest, _portico_forms_v1_ListAssignedFormsResponse, _portico_forms_v1_ListAssignedFormsRequest__Output, _portico_forms_v1_ListAssignedFormsResponse__Output>
  ListForms: MethodDefinition<_portico_forms_v1_ListFormsRequest, _portico_forms_v1_ListFormsResponse, _portico_forms_v1_ListFormsRequest__Output, _portico_forms_v1_ListFormsResponse__Output>
  ListResponses: MethodDefinition<_portico_forms_v1_ListResponsesRequest, _portico_forms_v1_ListResponsesResponse, _portico_forms_v1_ListResponsesRequest__Output, _portico_forms_v1_ListResponsesResponse__Output>
  PublishForm: MethodDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_Form, _portico_forms_v1_FormIdRequest__Output, _portico_forms_v1_Form__Output>
  SaveAnswerDraft: MethodDefinition<_portico_forms_v1_SaveAnswerDraftRequest, _portico_forms_v1_AnswerDraft, _portico_forms_v1_SaveAnswerDraftRequest__Output, _portico_forms_v1_AnswerDraft__Output>
  SaveForm: MethodDefinition<_portico_forms_v1_SaveFormRequest, _portico_forms_v1_Form, _portico_forms_v1_SaveFormRequest__Output, _portico_forms_v1_Form__Output>
  SubmitResponse: MethodDefinition<_portico_forms_v1_SubmitResponseRequest, _portico_forms_v1_FormResponse, _portico_forms_v1_SubmitResponseRequest__Output, _portico_forms_v1_FormResponse__Output>
}

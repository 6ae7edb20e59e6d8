import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnswerDraft as _portico_forms_v1_AnswerDraft, AnswerDraft__Output as _portico_forms_v1_AnswerDraft__Output } from './portico/forms/v1/AnswerDraft';
import type { AssignFormRequest as _portico_forms_v1_AssignFormRequest, AssignFormRequest__Output as _portico_forms_v1_AssignFormRequest__Output } from './portico/forms/v1/AssignFormRequest';
import type { AssignedForm as _portico_forms_v1_AssignedForm, AssignedForm__Output as _portico_forms_v1_AssignedForm__Output } from './portico/forms/v1/AssignedForm';
import type { CreateFormRequest as _portico_forms_v1_CreateFormRequest, CreateFormRequest__Output as _portico_forms_v1_CreateFormRequest__Output } from './portico/forms/v1/CreateFormRequest';
import type { CsvExport as _portico_forms_v1_CsvExport, CsvExport__Output as _portico_forms_v1_CsvExport__Output } from './portico/forms/v1/CsvExport';
import type { DeleteFormResponse as _portico_forms_v1_DeleteFormResponse, DeleteFormResponse__Output as _portico_forms_v1_DeleteFormResponse__Output } from './portico/forms/v1/DeleteFormResponse';
import type { DeleteResponseRequest as _portico_forms_v1_DeleteResponseRequest, DeleteResponseRequest__Output as _portico_forms_v1_DeleteResponseRequest__Output } from './portico/forms/v1/DeleteResponseRequest';
import type { ExportResponsesCsvRequest as _portico_forms_v1_ExportResponsesCsvRequest, ExportResponsesCsvRequest__Output as _portico_forms_v1_ExportResponsesCsvRequest__Output } from './portico/forms/v1/ExportResponsesCsvRequest';
import type { Form as _portico_forms_v1_Form, Form__Output as _portico_forms_v1_Form__Output } from './portico/forms/v1/Form';
import type { FormIdRequest as _portico_forms_v1_FormIdRequest, FormIdRequest__Output as _portico_forms_v1_FormIdRequest__Output } from './portico/forms/v1/FormIdRequest';
import type { FormResponse as _portico_forms_v1_FormResponse, FormResponse__Output as _portico_forms_v1_FormResponse__Output } from './portico/forms/v1/FormResponse';
import type { FormsServiceClient as _portico_forms_v1_FormsServiceClient, FormsServiceDefinition as _portico_forms_v1_FormsServiceDefinition } from './portico/forms/v1/FormsService';
import type { GetFormRequest as _portico_forms_v1_GetFormRequest, GetFormRequest__Output as _portico_forms_v1_GetFormRequest__Output } from './portico/forms/v1/GetFormRequest';
import type { ListAssignedFormsRequest as _portico_forms_v1_ListAssignedFormsRequest, ListAssignedFormsRequest__Output as _portico_forms_v1_ListAssignedFormsRequest__Output } from './portico/forms/v1/ListAssignedFormsRequest';
import type { ListAssignedFormsResponse as _portico_forms_v1_ListAssignedFormsResponse, ListAssignedFormsResponse__Output as _portico_forms_v1_ListAssignedFormsResponse__Output } from './portico/forms/v1/ListAssignedFormsResponse';
import type { ListFormsRequest as _portico_forms_v1_ListFormsRequest, ListFormsRequest__Output as _portico_forms_v1_ListFormsRequest__Output } from './portico/forms/v1/ListFormsRequest';
import type { ListFormsResponse as _portico_forms_v1_ListFormsResponse, ListFormsResponse__Output as _portico_forms_v1_ListFormsResponse__Output } from './portico/forms/v1/ListFormsResponse';
import type { ListResponsesRequest as _portico_forms_v1_ListResponsesRequest, ListResponsesRequest__Output as _portico_forms_v1_ListResponsesRequest__Output } from './portico/forms/v1/ListResponsesRequest';
import type { ListResponsesResponse as _portico_forms_v1_ListResponsesResponse, ListResponsesResponse__Output as _portico_forms_v1_ListResponsesResponse__Output } from './portico/forms/v1/ListResponsesResponse';
import type { Question as _portico_forms_v1_Question, Question__Output as _portico_forms_v1_Question__Output } from './portico/forms/v1/Question';
import type { QuestionLogic as _portico_forms_v1_QuestionLogic, QuestionLogic__Output as _portico_forms_v1_QuestionLogic__Output } from './portico/forms/v1/QuestionLogic';
import type { SaveAnswerDraftRequest as _portico_forms_v1_SaveAnswerDraftRequest, SaveAnswerDraftRequest__Output as _portico_forms_v1_SaveAnswerDraftRequest__Output } from './portico/forms/v1/SaveAnswerDraftRequest';
import type { SaveFormRequest as _portico_forms_v1_SaveFormRequest, SaveFormRequest__Output as _portico_forms_v1_SaveFormRequest__Output } from './portico/forms/v1/SaveFormRequest';
import type { SubmitResponseRequest as _portico_forms_v1_SubmitResponseRequest, SubmitResponseRequest__Output as _portico_forms_v1_SubmitResponseRequest__Output } from './portico/forms/v1/SubmitResponseRequest';
import type { Theme as _portico_forms_v1_Theme, Theme__Output as _portico_forms_v1_Theme__Output } from './portico/forms/v1/Theme';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    forms: {
      v1: {
        AnswerDraft: MessageTypeDefinition<_portico_forms_v1_AnswerDraft, _portico_forms_v1_AnswerDraft__Output>
        AssignFormRequest: MessageTypeDefinition<_portico_forms_v1_AssignFormRequest, _portico_forms_v1_AssignFormRequest__Output>
        AssignedForm: MessageTypeDefinition<_portico_forms_v1_AssignedForm, _portico_forms_v1_AssignedForm__Output>
        CreateFormRequest: MessageTypeDefinition<_portico_forms_v1_CreateFormRequest, _portico_forms_v1_CreateFormRequest__Output>
        CsvExport: MessageTypeDefinition<_portico_forms_v1_CsvExport, _portico_forms_v1_CsvExport__Output>
        DeleteFormResponse: MessageTypeDefinition<_portico_forms_v1_DeleteFormResponse, _portico_forms_v1_DeleteFormResponse__Output>
        DeleteResponseRequest: MessageTypeDefinition<_portico_forms_v1_DeleteResponseRequest, _portico_forms_v1_DeleteResponseRequest__Output>
        ExportResponsesCsvRequest: MessageTypeDefinition<_portico_forms_v1_ExportResponsesCsvRequest, _portico_forms_v1_ExportResponsesCsvRequest__Output>
        Form: MessageTypeDefinition<_portico_forms_v1_Form, _portico_forms_v1_Form__Output>
        FormIdRequest: MessageTypeDefinition<_portico_forms_v1_FormIdRequest, _portico_forms_v1_FormIdRequest__Output>
        FormResponse: MessageTypeDefinition<_portico_forms_v1_FormResponse, _portico_forms_v1_FormResponse__Output>
        FormsService: SubtypeConstructor<typeof grpc.Client, _portico_forms_v1_FormsServiceClient> & { service: _portico_forms_v1_FormsServiceDefinition }
        GetFormRequest: MessageTypeDefinition<_portico_forms_v1_GetFormRequest, _portico_forms_v1_GetFormRequest__Output>
        ListAssignedFormsRequest: MessageTypeDefinition<_portico_forms_v1_ListAssignedFormsRequest, _portico_forms_v1_ListAssignedFormsRequest__Output>
        ListAssignedFormsResponse: MessageTypeDefinition<_portico_forms_v1_ListAssignedFormsResponse, _portico_forms_v1_ListAssignedFormsResponse__Output>
        ListFormsRequest: MessageTypeDefinition<_portico_forms_v1_ListFormsRequest, _portico_forms_v1_ListFormsRequest__Output>
        ListFormsResponse: MessageTypeDefinition<_portico_forms_v1_ListFormsResponse, _portico_forms_v1_ListFormsResponse__Output>
        ListResponsesRequest: MessageTypeDefinition<_portico_forms_v1_ListResponsesRequest, _portico_forms_v1_ListResponsesRequest__Output>
        ListResponsesResponse: MessageTypeDefinition<_portico_forms_v1_ListResponsesResponse, _portico_forms_v1_ListResponsesResponse__Output>
        Question: MessageTypeDefinition<_portico_forms_v1_Question, _portico_forms_v1_Question__Output>
        QuestionLogic: MessageTypeDefinition<_portico_forms_v1_QuestionLogic, _portico_forms_v1_QuestionLogic__Output>
        SaveAnswerDraftRequest: MessageTypeDefinition<_portico_forms_v1_SaveAnswerDraftRequest, _portico_forms_v1_SaveAnswerDraftRequest__Output>
        SaveFormRequest: MessageTypeDefinition<_portico_forms_v1_SaveFormRequest, _portico_forms_v1_SaveFormRequest__Output>
        SubmitResponseRequest: MessageTypeDefinition<_portico_forms_v1_SubmitResponseRequest, _portico_forms_v1_SubmitResponseRequest__Output>
        Theme: MessageTypeDefinition<_portico_forms_v1_Theme, _portico_forms_v1_Theme__Output>
      }
    }
  }
}


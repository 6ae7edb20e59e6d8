import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Dependency as _portico_ops_v1_Dependency, Dependency__Output as _portico_ops_v1_Dependency__Output } from './portico/ops/v1/Dependency';
import type { ListDependenciesRequest as _portico_ops_v1_ListDependenciesRequest, ListDependenciesRequest__Output as _portico_ops_v1_ListDependenciesRequest__Output } from './portico/ops/v1/ListDependenciesRequest';
import type { ListDependenciesResponse as _portico_ops_v1_ListDependenciesResponse, ListDependenciesResponse__Output as _portico_ops_v1_ListDependenciesResponse__Output } from './portico/ops/v1/ListDependenciesResponse';
import type { ListSlowQueriesRequest as _portico_ops_v1_ListSlowQueriesRequest, ListSlowQueriesRequest__Output as _portico_ops_v1_ListSlowQueriesRequest__Output } from './portico/ops/v1/ListSlowQueriesRequest';
import type { ListSlowQueriesResponse as _portico_ops_v1_ListSlowQueriesResponse, ListSlowQueriesResponse__Output as _portico_ops_v1_ListSlowQueriesResponse__Output } from './portico/ops/v1/ListSlowQueriesResponse';
import type { OpsServiceClient as _portico_ops_v1_OpsServiceClient, OpsServiceDefinition as _portico_ops_v1_OpsServiceDefinition } from './portico/ops/v1/OpsService';
import type { SlowQuery as _portico_ops_v1_SlowQuery, SlowQuery__Output as _portico_ops_v1_SlowQuery__Output } from './portico/ops/v1/SlowQuery';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    ops: {
      v1: {
        Dependency: MessageTypeDefinition<_portico_ops_v1_Dependency, _portico_ops_v1_Dependency__Output>
        ListDependenciesRequest: MessageTypeDefinition<_portico_ops_v1_ListDependenciesRequest, _portico_ops_v1_ListDependenciesRequest__Output>
        ListDependenciesResponse: MessageTypeDefinition<_portico_ops_v1_ListDependenciesResponse, _portico_ops_v1_ListDependenciesResponse__Output>
        ListSlowQueriesRequest: MessageTypeDefinition<_portico_ops_v1_ListSlowQueriesRequest, _portico_ops_v1_ListSlowQueriesRequest__Output>
        ListSlowQueriesResponse: MessageTypeDefinition<_portico_ops_v1_ListSlowQueriesResponse, _portico_ops_v1_ListSlowQueriesResponse__Output>
        OpsService: SubtypeConstructor<typeof grpc.Client, _portico_ops_v1_OpsServiceClient> & { service: _portico_ops_v1_OpsServiceDefinition }
        SlowQuery: MessageTypeDefinition<_portico_ops_v1_SlowQuery, _portico_ops_v1_SlowQuery__Output>
      }
    }
  }
}


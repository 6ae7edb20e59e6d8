// Original file: portico/ops/v1/ops.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListDependenciesRequest as _portico_ops_v1_ListDependenciesRequest, ListDependenciesRequest__Output as _portico_ops_v1_ListDependenciesRequest__Output } from '../../../portico/ops/v1/ListDependenciesRequest';
import type { ListDependenciesResponse as _portico_ops_v1_ListDependenciesResponse, ListDependenciesResponse__Output as _portico_ops_v1_ListDependenciesResponse__Output } from '../../../portico/ops/v1/ListDependenciesResponse';
import type { ListSlowQueriesRequest as _portico_ops_v1_ListSlowQueriesRequest, ListSlowQueriesRequest__Output as _portico_ops_v1_ListSlowQueriesRequest__Output } from '../../../portico/ops/v1/ListSlowQueriesRequest';
import type { ListSlowQueriesResponse as _portico_ops_v1_ListSlowQueriesResponse, ListSlowQueriesResponse__Output as _portico_ops_v1_ListSlowQueriesResponse__Output } from '../../../portico/ops/v1/ListSlowQueriesResponse';

export interface OpsServiceClient extends grpc.Client {
  ListDependencies(argument: _portico_ops_v1_ListDependenciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  ListDependencies(argument: _portico_ops_v1_ListDependenciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  ListDependencies(argument: _portico_ops_v1_ListDependenciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  ListDependencies(argument: _portico_ops_v1_ListDependenciesRequest, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_ops_v1_ListDependenciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_ops_v1_ListDependenciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_ops_v1_ListDependenciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_ops_v1_ListDependenciesRequest, callback: grpc.requestCallback<_portico_ops_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  
  ListSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  ListSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  ListSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  ListSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_ops_v1_ListSlowQueriesRequest, callback: grpc.requestCallback<_portico_ops_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OpsServiceHandlers extends grpc.UntypedServiceImplementation {
  ListDependencies: grpc.handleUnaryCall<_portico_ops_v1_ListDependenciesRequest__Output, _portico_ops_v1_ListDependenciesResponse>;
  
  ListSlowQueries: grpc.handleUnaryCall<_portico_ops_v1_ListSlowQueriesRequest__Output, _portico_ops_v1_ListSlowQueriesResponse>;
  
}

export interface OpsServiceDefinition extends grpc.ServiceDefinition {
  ListDependencies: MethodDefinition<_portico_ops_v1_ListDependenciesRequest, _portico_ops_v1_ListDependenciesResponse, _portico_ops_v1_ListDependenciesRequest__Output, _portico_ops_v1_ListDependenciesResponse__Output>
  ListSlowQueries: MethodDefinition<_portico_ops_v1_ListSlowQueriesRequest, _portico_ops_v1_ListSlowQueriesResponse, _portico_ops_v1_ListSlowQueriesRequest__Output, _portico_ops_v1_ListSlowQueriesResponse__Output>
}

import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { SERVICES, type ServiceTypes } from '../gen/index';
import { LOADER_OPTIONS } from './options';
import { PROTO_DIR } from './paths';

export type ServiceName = keyof typeof SERVICES;

/** A generated client class for one service, as @grpc/grpc-js builds it. */
export type ServiceClientConstructor<Client extends grpc.Client> = {
  new (
    address: string,
    credentials: grpc.ChannelCredentials,
    options?: grpc.ChannelOptions,
  ): Client;
  service: grpc.ServiceDefinition;
  serviceName: string;
};

export interface LoadedService<Name extends ServiceName> {
  fullName: (typeof SERVICES)[Name]['fullName'];
  /** What `server.addService` takes. */
  definition: ServiceTypes[Name]['definition'];
  /** The client class to construct (or hand to the kit's createGrpcClient). */
  Client: ServiceClientConstructor<ServiceTypes[Name]['client']>;
}

/**
 * Loads .proto files (paths relative to proto/) with the options the generated types were
 * made with.
 */
export function loadPackageDefinition(files: string[]): protoLoader.PackageDefinition {
  return protoLoader.loadSync(files, { ...LOADER_OPTIONS, includeDirs: [PROTO_DIR] });
}

const loaded = new Map<ServiceName, LoadedService<ServiceName>>();

/** One service by short name (`content`, `health`, ...), loaded once per process. */
export function loadServiceDefinition<Name extends ServiceName>(name: Name): LoadedService<Name> {
  const cached = loaded.get(name);
  if (cached) return cached as LoadedService<Name>;
  const { fullName, file } = SERVICES[name];
  const grpcObject = grpc.loadPackageDefinition(loadPackageDefinition([file]));
  const Client = fullName
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      grpcObject,
    ) as LoadedService<Name>['Client'];
  const service: LoadedService<Name> = {
    fullName,
    definition: Client.service as ServiceTypes[Name]['definition'],
    Client,
  };
  loaded.set(name, service);
  return service;
}

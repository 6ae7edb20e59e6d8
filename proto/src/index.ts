// The contracts between Portico's services: gRPC service and event types generated from
// proto/, and loaders that build matching runtime objects.
export type * from '../gen/index';
export { SERVICES } from '../gen/index';
export { LOADER_OPTIONS } from './options';
export { PROTO_DIR } from './paths';
export {
  loadPackageDefinition,
  loadServiceDefinition,
  type LoadedService,
  type ServiceClientConstructor,
  type ServiceName,
} from './load';
export { EVENTS_DIR, loadEventTypes, type EventMessages } from './events';
export { TOPICS, TOPIC_MESSAGES, type EventMessageName, type Topic } from './topics';

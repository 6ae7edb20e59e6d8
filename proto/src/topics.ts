/**
 * Kafka topics (`portico.<service>.<entity>.v1`, keyed by tenant id) and the protobuf message
 * each one carries. One message per topic; its oneof `kind` is the event-type header.
 */
export const TOPICS = {
  identityUser: 'portico.identity.user.v1',
  tenancyMembership: 'portico.tenancy.membership.v1',
  tenancyTenant: 'portico.tenancy.tenant.v1',
  // Platform settings changes and maintenance requests (cache purge, search reindex).
  tenancyPlatform: 'portico.tenancy.platform.v1',
  formsResponse: 'portico.forms.response.v1',
  contentFile: 'portico.content.file.v1',
  contentEmbed: 'portico.content.embed.v1',
  // Tasks given to clients and the files asked of them (issue 28).
  contentTask: 'portico.content.task.v1',
  billingSubscription: 'portico.billing.subscription.v1',
  // Client invoices sent, paid, failed, voided, refunded and disputed (issue 29).
  billingInvoice: 'portico.billing.invoice.v1',
  // Messages posted, edited, deleted and read; conversations started, assigned, closed.
  messagingMessage: 'portico.messaging.message.v1',
  messagingConversation: 'portico.messaging.conversation.v1',
  // Emails about unread messages, for notifications alone (they carry reply addresses).
  messagingEmail: 'portico.messaging.email.v1',
  // Every service writes here; the metrics service keeps the audit log.
  audit: 'portico.audit.entry.v1',
  // Gateway replicas' request counts and last failures, shared with the other replicas.
  gatewayPeers: 'portico.gateway.peers.v1',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const TOPIC_MESSAGES = {
  [TOPICS.identityUser]: 'portico.events.v1.UserEvent',
  [TOPICS.tenancyMembership]: 'portico.events.v1.MembershipEvent',
  [TOPICS.tenancyTenant]: 'portico.events.v1.TenantEvent',
  [TOPICS.tenancyPlatform]: 'portico.events.v1.PlatformEvent',
  [TOPICS.formsResponse]: 'portico.events.v1.FormResponseEvent',
  [TOPICS.contentFile]: 'portico.events.v1.FileEvent',
  [TOPICS.contentEmbed]: 'portico.events.v1.EmbedEvent',
  [TOPICS.contentTask]: 'portico.events.v1.TaskEvent',
  [TOPICS.billingSubscription]: 'portico.events.v1.SubscriptionEvent',
  [TOPICS.billingInvoice]: 'portico.events.v1.ClientInvoiceEvent',
  [TOPICS.messagingMessage]: 'portico.events.v1.MessageEvent',
  [TOPICS.messagingConversation]: 'portico.events.v1.ConversationEvent',
  [TOPICS.messagingEmail]: 'portico.events.v1.MessageEmailEvent',
  [TOPICS.audit]: 'portico.events.v1.AuditEvent',
  [TOPICS.gatewayPeers]: 'portico.events.v1.GatewayPeerEvent',
} as const satisfies Record<Topic, string>;

export type EventMessageName = (typeof TOPIC_MESSAGES)[Topic];

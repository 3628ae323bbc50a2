// The one place that reaches into cognito-local's internals. The version is pinned exactly (see the catalog), so
// these deep paths are stable; everything else in this package imports from here.

export {
  CognitoError,
  InvalidParameterError,
  NotAuthorizedError,
  UnsupportedError,
  UserNotFoundError,
} from 'cognito-local/lib/errors.js';
export { type Config, DefaultConfig } from 'cognito-local/lib/server/config.js';
export { type Route, Router } from 'cognito-local/lib/server/Router.js';
export { createServer } from 'cognito-local/lib/server/server.js';
export type { AppClient } from 'cognito-local/lib/services/appClient.js';
export type { CognitoService } from 'cognito-local/lib/services/cognitoService.js';
export {
  CognitoServiceFactoryImpl,
  USER_POOL_AWS_DEFAULTS,
} from 'cognito-local/lib/services/cognitoService.js';
export type { Context } from 'cognito-local/lib/services/context.js';
export { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
export type { Services } from 'cognito-local/lib/services/index.js';
export { DateClock, MessagesService } from 'cognito-local/lib/services/index.js';
export type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
export { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
export type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
export type { Message, Messages } from 'cognito-local/lib/services/messages.js';
export type { TokenConfig, TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
export { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
export type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
export type { User, UserPool, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
export {
  attributesAppend,
  attributesFromRecord,
  attributeValue,
  UserPoolServiceFactoryImpl,
} from 'cognito-local/lib/services/userPoolService.js';

/**
 * The push module's public face (decision 021): its routes (which also declare the `push-send`
 * job and listen for notifications to push), and the rule of which push services the server
 * sends to. Notifications mark what to push (`push_status`); everything about devices, keys and
 * sending is here.
 */
export { pushRoutes } from './push.routes.ts';
export { isAllowedEndpoint, PUSH_SERVICE_HOSTS } from './push.service.ts';

import { addons } from "storybook/manager-api";

// The gallery has no addon panel to show (no controls, actions or prop tables): the story gets the
// whole height.
addons.setConfig({ showPanel: false });

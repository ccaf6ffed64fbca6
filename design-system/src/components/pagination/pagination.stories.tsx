import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination } from "./pagination";

const meta: Meta<typeof Pagination> = { title: "Components/Pagination", component: Pagination };
export default meta;

/** A pagination that moves when clicked, starting at `start`. */
function Live({ start, totalPages }: { start: number; totalPages: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />;
}

export const FirstPage: StoryObj = {
  name: "First page",
  render: () => <Live start={1} totalPages={12} />,
};
export const MiddlePage: StoryObj = {
  name: "Middle page",
  render: () => <Live start={6} totalPages={12} />,
};
export const LastPage: StoryObj = {
  name: "Last page",
  render: () => <Live start={12} totalPages={12} />,
};
export const FewPages: StoryObj = {
  name: "Few pages",
  render: () => <Live start={2} totalPages={3} />,
};

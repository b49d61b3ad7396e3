// Messages are a result group of their own (issue 43 §5, decision record 79): the hits of a
// conversation were listed under their item's group ("Tasks (2)" for a task and a message on it).
export default `UPDATE search_items SET result_group = 'messages' WHERE kind = 'message';`;

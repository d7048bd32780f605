def status = 'late'
if (status == 'late') {
  'escalate'
} else {
  'wait'
}

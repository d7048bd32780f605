def id = 'PO-9'
def xml = """<order>
  <id>${id}</id>
</order>"""
println xml

def lines = ['id;name', '1;Acme', '2;Globex']
def header = lines[0].split(';')
def records = lines.tail().collect { row ->
  def cells = row.split(';')
  (0..<header.size()).collectEntries { [header[it], cells[it]] }
}
println records

def ext = 'csv'
def p = /.*\.${ext}/
println p
println 'data.csv' ==~ p

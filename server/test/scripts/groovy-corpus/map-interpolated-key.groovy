def field = 'status'
def m = ["${field}": 'ok']
println m

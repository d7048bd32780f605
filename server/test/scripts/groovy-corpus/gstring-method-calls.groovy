def name = 'acme corp'
def m = [key: 'v']
println "${name.toUpperCase()} / ${name.split(' ').size()}"
println "${m['key']} ${m.key}"
println "${1 + 1}${'x' * 2}"

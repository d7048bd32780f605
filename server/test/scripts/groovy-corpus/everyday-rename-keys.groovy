def row = [cust_id: 1, cust_name: 'Acme']
def renamed = row.collectEntries { k, v -> [k.replace('cust_', ''), v] }
println renamed
